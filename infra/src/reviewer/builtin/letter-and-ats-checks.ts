import { clamp, excerpt, listed, plural, type CheckResult, type ResumeFacts } from './check.ts';
import { mentions, positionKeywords } from './keyword-checks.ts';
import { sentencesOf } from './language.ts';
import { wordCount } from './read-file.ts';

const [LETTER_MIN, LETTER_MAX] = [200, 450];

/** A cover letter written for this application: it names the company and the role, and fits on a page. */
export const coverLetterCheck = (letter: string, companyName: string, desiredPosition: string): CheckResult => {
  const company = companyName.trim();
  const namesCompany = company !== '' && mentions(letter, company);
  const [title, ...words] = positionKeywords(desiredPosition);
  const namesRole = title !== undefined && (mentions(letter, title) || (words.length > 0 && words.every((word) => mentions(letter, word))));
  const words_ = wordCount(letter);
  const sizeOk = words_ >= LETTER_MIN && words_ <= LETTER_MAX;
  const score = clamp((namesCompany ? 40 : 0) + (namesRole ? 40 : 0) + (sizeOk ? 20 : 10));
  const sentences = sentencesOf(letter).map((sentence) => sentence.split('\n').at(-1)?.trim() ?? '');
  const opening = sentences.find((sentence) => /apply|position|role|application/i.test(sentence)) ?? sentences[0] ?? '';
  const parts: string[] = [];
  if (!namesCompany) parts.push(`it never names ${company || 'the company'}: say why you want to work at ${company || 'the company'} in the first paragraph`);
  if (!namesRole) parts.push(`it never names the role (${desiredPosition.trim() || 'the position'}): name it in the opening line`);
  if (!sizeOk) parts.push(`at ${plural(words_, 'word')} it should be ${LETTER_MIN}–${LETTER_MAX} words`);
  return {
    subScore: {
      key: 'coverLetter',
      label: 'Cover letter',
      score,
      explanation: `${namesCompany ? 'Names' : 'Does not name'} ${company || 'the company'}, ${namesRole ? 'names' : 'does not name'} the role, ${plural(words_, 'word')}.`,
    },
    feedback: {
      heading: 'Cover letter',
      advice:
        parts.length === 0
          ? `It names ${company} and the role from the first lines${opening ? ` ("${excerpt(opening, 16)}")` : ''}; keep it to one page.`
          : `${parts.map((part, index) => (index === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part)).join('; ')}${opening ? ` (it opens "${excerpt(opening, 16)}")` : ''}.`,
    },
    quotes: opening ? [excerpt(opening, 16)] : [],
    weight: 8,
  };
};

/** What an applicant tracking system cannot read: a picture of a resume, tables, columns, text boxes, a header-only contact. */
export const atsCheck = (resume: ResumeFacts, contactOnlyInHeader: boolean): CheckResult => {
  const issues: { text: string; penalty: number }[] = [];
  if (resume.ocr) issues.push({ text: 'the resume is a picture, so an ATS reads no text from it at all: send a PDF or Word file made from text', penalty: 60 });
  if (resume.layout.tables > 0)
    issues.push({
      text: `${plural(resume.layout.tables, 'table')} hold${resume.layout.tables === 1 ? 's' : ''} text that many ATS read out of order or skip: list it as plain lines`,
      penalty: 20,
    });
  if (resume.layout.columns) issues.push({ text: 'the page is set in columns, which an ATS may read across, mixing them: use one column', penalty: 25 });
  if (resume.layout.textBoxes > 0) issues.push({ text: 'text boxes are skipped by many ATS: put their text in the body', penalty: 20 });
  if (resume.layout.images > 0)
    issues.push({ text: `${plural(resume.layout.images, 'image')} carry no text an ATS can read: keep words out of pictures`, penalty: 10 });
  if (contactOnlyInHeader) issues.push({ text: 'the contact details sit only in the page header, which many ATS skip', penalty: 25 });
  const score = clamp(100 - issues.reduce((sum, issue) => sum + issue.penalty, 0));
  return {
    subScore: {
      key: 'ats',
      label: 'ATS readability',
      score,
      explanation:
        issues.length === 0
          ? 'Plain text in one column, with no tables, text boxes or pictures.'
          : `${plural(issues.length, 'layout problem')} an ATS may trip on.`,
    },
    feedback: {
      heading: 'ATS readability',
      advice:
        issues.length === 0
          ? 'Plain text in one column with no tables, text boxes or pictures: an applicant tracking system reads all of it.'
          : `${listed(issues.map((issue) => issue.text)).replace(/^./, (first) => first.toUpperCase())}.`,
    },
    quotes: [],
    weight: 10,
  };
};
