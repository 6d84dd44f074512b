import { describe, expect, it } from 'vitest';
import { feedbackText } from './resume-reviewer.ts';

describe('feedbackText', () => {
  it('numbers the lines from 1 as "N. Heading: advice", one a line', () => {
    expect(
      feedbackText([
        { heading: 'Contact details', advice: 'Add a phone number.' },
        { heading: 'Sections', advice: 'Add a "Skills" section.' },
      ]),
    ).toBe('1. Contact details: Add a phone number.\n2. Sections: Add a "Skills" section.');
  });

  it('keeps a heading or advice with line breaks in it (a quote spanning two lines of a PDF) on its one line', () => {
    const text = feedbackText([
      { heading: 'Lead with\nresults', advice: 'Open with "Mentored 6\r\n engineers":\tit shows leadership.\n' },
      { heading: ' Readability ', advice: 'Split "I am comfortable owning features end to end,\nfrom the first…" in two.' },
    ]);
    expect(text.split('\n')).toEqual([
      '1. Lead with results: Open with "Mentored 6 engineers": it shows leadership.',
      '2. Readability: Split "I am comfortable owning features end to end, from the first…" in two.',
    ]);
  });

  it('gives no text for no lines', () => {
    expect(feedbackText([])).toBe('');
  });
});
