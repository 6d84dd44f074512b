import { describe, expect, it } from 'vitest';
import { citationsIn, groundReview, normalise, type GroundedParts } from './grounding.ts';

const resume = `Jane Citizen — Senior Data Analyst
Led a team of 5 analysts to cut reporting time by 40%.
Built dashboards in Power BI and SQL for the company’s “Finance” division.
Responsible for
   stakeholder   management across three states.
Skills: Python, SQL, Tableau, leadership`;

const coverLetter = 'I’m applying for the Data Analyst role at Atlassian. I love turning data into decisions.';

const draft = (parts: Partial<GroundedParts> = {}): GroundedParts => ({
  quotes: [],
  feedback: [],
  keywords: { found: [], missing: [] },
  jobMatch: null,
  ...parts,
});

const ground = (parts: Partial<GroundedParts>, texts = { resume, coverLetter: coverLetter as string | null }) => groundReview(draft(parts), texts);

describe('normalise', () => {
  it('folds case, spacing, curly quotes, dashes, soft hyphens and ligatures to one form', () => {
    expect(normalise('  Led\n\ta   TEAM ')).toBe('led a team');
    expect(normalise('the company’s “Finance” ‘unit’')).toBe(`the company's "finance" 'unit'`);
    expect(normalise('2019 – 2021 — now ‑ later − minus')).toBe('2019 - 2021 - now - later - minus');
    expect(normalise('manage\u00ADment of ﬁnance')).toBe('management of finance');
    expect(normalise('a\u00A0b')).toBe('a b');
  });
});

describe('groundReview: the quotes', () => {
  it('keeps a quote found word for word in the resume, whatever its spacing, case, quotes and dashes', () => {
    const result = ground({
      quotes: ['led a team of 5 analysts', 'Responsible for stakeholder management', `the company's "Finance" division`, 'Jane Citizen - Senior Data Analyst'],
    });
    expect(result.quotes).toEqual([
      'led a team of 5 analysts',
      'Responsible for stakeholder management',
      `the company's "Finance" division`,
      'Jane Citizen - Senior Data Analyst',
    ]);
    expect(result.droppedQuotes).toBe(0);
  });

  it('keeps a quote found in the cover letter, and drops one in neither file, counting it', () => {
    const result = ground({ quotes: ["I'm applying for the Data Analyst role", 'Increased revenue by 200%'] });
    expect(result.quotes).toEqual(["I'm applying for the Data Analyst role"]);
    expect(result.droppedQuotes).toBe(1);
  });

  it('drops a quote that is in the cover letter only when there is no cover letter', () => {
    const result = ground({ quotes: ['I love turning data into decisions'] }, { resume, coverLetter: null });
    expect(result.quotes).toEqual([]);
    expect(result.droppedQuotes).toBe(1);
  });

  it('does not join the two files: a quote spanning the end of the resume and the start of the letter is invented', () => {
    expect(ground({ quotes: ['leadership I’m applying'] }).droppedQuotes).toBe(1);
  });

  it('matches whole words only: a quote cut out of the middle of a word is not found', () => {
    const result = ground({ quotes: ['ead a team', 'Led a tea', 'team of 5 analyst', 'lead'] });
    expect(result.quotes).toEqual([]);
    expect(result.droppedQuotes).toBe(4);
  });

  it('needs no word boundary at a punctuation edge', () => {
    expect(ground({ quotes: ['by 40%.', '(SQL'] }, { resume: 'Cut time by 40%. Used (SQL) daily', coverLetter: null }).quotes).toEqual(['by 40%.', '(SQL']);
  });

  it('drops a quote that changes a single word or number of the text', () => {
    const result = ground({ quotes: ['Led a team of 6 analysts', 'Led a group of 5 analysts', 'cut reporting time by 40 %'] });
    expect(result.quotes).toEqual([]);
    expect(result.droppedQuotes).toBe(3);
  });

  it('takes off the quotation marks, ellipses and closing punctuation a quote was wrapped in', () => {
    const result = ground({ quotes: ['“Led a team of 5 analysts”', '"Skills: Python, SQL"', '...turning data into decisions.', "'leadership'"] });
    expect(result.quotes).toEqual(['Led a team of 5 analysts', 'Skills: Python, SQL', '...turning data into decisions.', 'leadership']);
    expect(result.droppedQuotes).toBe(0);
  });

  it('keeps one of a quote given twice, and counts an invented quote given twice once', () => {
    const result = ground({ quotes: ['Led a team', 'LED A TEAM', 'Won an award', 'won an  award'] });
    expect(result.quotes).toEqual(['Led a team']);
    expect(result.droppedQuotes).toBe(1);
  });

  it('leaves out blank quotes without counting them', () => {
    const result = ground({ quotes: ['', '   ', '""', 'SQL'] });
    expect(result.quotes).toEqual(['SQL']);
    expect(result.droppedQuotes).toBe(0);
  });

  it('finds nothing in an empty text', () => {
    expect(ground({ quotes: ['anything at all'] }, { resume: '', coverLetter: null })).toMatchObject({ quotes: [], droppedQuotes: 1 });
  });
});

describe('citationsIn', () => {
  it('reads fragments in straight and curly, double and single quotes', () => {
    expect(citationsIn('You wrote "led a team" and “built dashboards” and ‘cut reporting time’ and \'stakeholder management\'')).toEqual([
      'led a team',
      'built dashboards',
      'cut reporting time',
      'stakeholder management',
    ]);
  });

  it('does not read apostrophes as quotes', () => {
    expect(citationsIn("The seeker's resume doesn't show the candidates' results")).toEqual([]);
    expect(citationsIn("Your line 'I'm a team player' is vague")).toEqual(["i'm a team player"]);
  });

  it('takes a single quoted word for a term rather than a citation', () => {
    expect(citationsIn('Add "Kubernetes" and ‘Terraform’ to your skills')).toEqual([]);
    expect(citationsIn('Add "CI/CD pipelines" to your skills')).toEqual(['ci/cd pipelines']);
  });

  it('takes off the punctuation a sentence closes inside the quotation marks', () => {
    expect(citationsIn('You wrote "responsible for sales," which is vague')).toEqual(['responsible for sales']);
  });
});

describe('groundReview: the feedback lines', () => {
  const line = (heading: string, advice: string) => ({ heading, advice });

  it('keeps a line that quotes nothing, or quotes words found in the files', () => {
    const feedback = [
      line('Structure', 'Put your skills first.'),
      line('Impact', 'Good: “Led a team of 5 analysts to cut reporting time by 40%.” Do more of that.'),
      line('Cover letter', "Your line 'I love turning data into decisions' is strong."),
      line('Keywords', 'Add "Kubernetes" to your skills.'),
    ];
    const result = ground({ feedback });
    expect(result.feedback).toEqual(feedback);
    expect(result.droppedQuotes).toBe(0);
  });

  it('drops a line that cites words in neither file, in its advice or its heading, and counts the invented quotes', () => {
    const result = ground({
      feedback: [
        line('Impact', 'You wrote "increased revenue by 200%", which needs context.'),
        line('“Managed a budget of $2M”', 'Say for whom.'),
        line('Clarity', 'Replace "Responsible for stakeholder management" with a result.'),
      ],
    });
    expect(result.feedback).toEqual([line('Clarity', 'Replace "Responsible for stakeholder management" with a result.')]);
    expect(result.droppedQuotes).toBe(2);
  });

  it('drops a line when one of its quotes is invented though another is real', () => {
    const result = ground({ feedback: [line('Impact', 'Compare "led a team of 5 analysts" with "won employee of the year".')] });
    expect(result.feedback).toEqual([]);
    expect(result.droppedQuotes).toBe(1);
  });

  it('counts an invented quote once when it is both listed and cited', () => {
    const result = ground({
      quotes: ['Won employee of the year', 'Led a team of 5 analysts'],
      feedback: [line('Awards', 'Move “won employee of the year” up.'), line('Awards', 'And "Won Employee of the Year." again.')],
    });
    expect(result).toMatchObject({ quotes: ['Led a team of 5 analysts'], feedback: [], droppedQuotes: 1 });
  });
});

describe('groundReview: the keywords', () => {
  it('moves a keyword said to be found that the resume does not hold to the missing ones', () => {
    const result = ground({ keywords: { found: ['SQL', 'power bi', 'Kubernetes', 'Python'], missing: ['Airflow'] } });
    expect(result.keywords).toEqual({ found: ['SQL', 'power bi', 'Python'], missing: ['Airflow', 'Kubernetes'] });
  });

  it('reads keywords in the resume only, and as whole words', () => {
    const result = ground({ keywords: { found: ['Atlassian', 'lead'], missing: [] } });
    expect(result.keywords).toEqual({ found: [], missing: ['Atlassian', 'lead'] });
  });

  it('lists a missing keyword once, whatever its case', () => {
    expect(ground({ keywords: { found: ['Docker'], missing: ['docker', 'Go'] } }).keywords).toEqual({ found: [], missing: ['docker', 'Go'] });
  });

  it('grounds the job match’s keywords the same way and keeps its score', () => {
    const result = ground({ jobMatch: { score: 72, found: ['Tableau', 'Looker'], missing: ['dbt'] } });
    expect(result.jobMatch).toEqual({ score: 72, found: ['Tableau'], missing: ['dbt', 'Looker'] });
    expect(ground({ jobMatch: null }).jobMatch).toBeNull();
  });

  it('does not count keywords as invented quotes, and keeps the rest of the draft', () => {
    const result = groundReview({ ...draft({ keywords: { found: ['Rust'], missing: [] } }), overall: 64 }, { resume, coverLetter: null });
    expect(result).toMatchObject({ overall: 64, droppedQuotes: 0 });
  });
});
