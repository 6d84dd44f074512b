import { Document, Packer } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableFileError, type ReviewInput, type ReviewResult } from '../../ports/resume-reviewer.ts';
import { createBuiltinReviewer } from './builtin-reviewer.ts';
import { normalise } from './resume-structure.ts';
import { corruptPdf, makeBlankJpg, makeCoverLetterPdf, makeResumeDoc, makeResumeDocx, makeResumeJpg, makeResumePdf } from './test-files.ts';

const reviewer = createBuiltinReviewer({ now: () => new Date('2026-05-01T00:00:00Z') });
afterAll(() => reviewer.close());

const jobAd =
  'We are hiring a Senior Software Engineer with strong TypeScript and React experience. You will design distributed systems on AWS and GraphQL, ' +
  'mentor engineers and improve CI/CD pipelines. Experience with PostgreSQL, Kafka and Kubernetes is a plus. You will write TypeScript every day.';

const input = (resume: { name: string; bytes: Buffer }, more: Partial<ReviewInput> = {}): ReviewInput => ({
  resume,
  coverLetter: null,
  industry: 'Information and Communication Technology',
  desiredPosition: 'Senior Software Engineer',
  companyName: 'Canva',
  jobAd: null,
  ...more,
});

const advice = (result: ReviewResult, heading: string) => result.feedback.find((line) => line.heading === heading)?.advice ?? '';
const score = (result: ReviewResult, key: string) => result.subScores.find((subScore) => subScore.key === key)?.score;

/** Every quote is the candidate's own words: found, spacing aside, in the text of the resume or cover letter. */
const expectQuotesFrom = async (result: ReviewResult, ...files: { name: string; bytes: Buffer }[]) => {
  const texts = await Promise.all(files.map(async (file) => normalise((await reviewer.extractText(file)).text)));
  expect(result.droppedQuotes).toBe(0);
  expect(result.quotes.length).toBeGreaterThan(0);
  for (const quote of result.quotes)
    expect(
      texts.some((text) => text.includes(normalise(quote))),
      quote,
    ).toBe(true);
};

describe('the built-in reviewer on PDF resumes', () => {
  it('scores a good resume well above a poor one, and says what the poor one lacks', async () => {
    const stages: string[] = [];
    const [goodFile, poorFile] = [
      { name: 'jane.pdf', bytes: await makeResumePdf('good') },
      { name: 'john.pdf', bytes: await makeResumePdf('poor') },
    ];
    const good = await reviewer.review(input(goodFile, { onStage: (stage) => stages.push(stage) }));
    const poor = await reviewer.review(input(poorFile));

    expect(stages).toEqual(['reading', 'reviewing']);
    expect(good.reviewer).toBe('builtin');
    expect(good.overall).toBeGreaterThanOrEqual(80);
    expect(poor.overall).toBeLessThanOrEqual(40);
    expect(good.read).toEqual({ resumeWords: expect.any(Number), resumePages: 1, coverLetterWords: 0, ocr: false });
    expect(good.read.resumeWords).toBeGreaterThan(400);
    for (const subScore of good.subScores) expect(subScore.explanation).toMatch(/\.$/);

    expect(advice(poor, 'Sections')).toContain('"Education" section');
    expect(advice(poor, 'Sections')).toContain('"Skills" section');
    expect(advice(poor, 'Sections')).toContain('"Summary" section');
    expect(advice(poor, 'Contact details')).toBe('Add an e-mail address, a phone number, your city or region and a LinkedIn profile under your name.');
    expect(advice(poor, 'Action verbs')).toContain('2 of 5 bullets start with a verb');
    expect(advice(poor, 'Action verbs')).toContain('begin "Responsible for managing the team" with "Managed"');
    expect(advice(poor, 'Measurable achievements')).toContain('0 of 5 bullets show a number');
    expect(advice(poor, 'Experience dates')).toContain('"2019 - 2020" comes after the older "2015 - 2016"');
    expect(advice(poor, 'Experience dates')).toContain('24-month gap');
    expect(advice(good, 'Action verbs')).toBe('18 of 18 bullets start with a verb, which reads as action and ownership.');
    expect(score(good, 'dates')).toBe(100);
    expect(poor.feedback[0]?.heading).toBe('Contact details');

    await expectQuotesFrom(good, goodFile);
    await expectQuotesFrom(poor, poorFile);
    expect(good.quotes).toEqual(expect.arrayContaining(['jane.citizen@example.com', '0412 345 678', 'linkedin.com/in/jane-citizen']));
    expect(poor.quotes).toEqual(expect.arrayContaining(['Responsible for managing the team', '2015 - 2016']));
  });

  it('keeps every feedback line on one line when the sentence it quotes spans two lines of the PDF', async () => {
    const file = { name: 'jane.pdf', bytes: await makeResumePdf('good') };
    expect((await reviewer.extractText(file)).text).toContain('I am comfortable owning features end to end,\nfrom the first');

    const result = await reviewer.review(input(file));
    expect(advice(result, 'Readability')).toContain('split "I am comfortable owning features end to end, from the first…"');
    for (const line of result.feedback) expect(`${line.heading}: ${line.advice}`).not.toMatch(/[\r\n]/);
    expect(result.quotes).toContain('I am comfortable owning features end to end, from the first');
    await expectQuotesFrom(result, file);
  });

  it('finds the desired position and industry keywords, and the ones missing', async () => {
    const good = await reviewer.review(input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }));
    expect(good.keywords.found).toEqual(expect.arrayContaining(['software engineer', 'aws', 'git', 'ci/cd']));
    expect(good.keywords.missing).toEqual(['software development', 'cloud', 'sql']);

    const nurse = await reviewer.review(
      input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }, { desiredPosition: 'Registered Nurse', industry: 'Healthcare and Medical' }),
    );
    expect(nurse.keywords.found).toEqual([]);
    expect(nurse.keywords.missing).toEqual(expect.arrayContaining(['registered nurse', 'nurse', 'patient care']));
    expect(score(nurse, 'keywords')).toBe(0);
  });

  it('matches the resume against a pasted job ad: the terms found and missing, weighted by frequency', async () => {
    const result = await reviewer.review(input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }, { jobAd }));
    expect(result.jobMatch?.found).toEqual(expect.arrayContaining(['typescript', 'ci/cd', 'postgresql', 'kubernetes', 'aws']));
    expect(result.jobMatch?.missing).toEqual(expect.arrayContaining(['graphql', 'kafka']));
    expect(result.jobMatch?.score).toBeGreaterThan(60);
    expect(result.jobMatch?.score).toBeLessThan(100);
    expect(advice(result, 'Job ad match')).toContain('"graphql"');

    const poor = await reviewer.review(input({ name: 'john.pdf', bytes: await makeResumePdf('poor') }, { jobAd }));
    expect(poor.jobMatch?.score).toBe(0);
    expect(poor.jobMatch?.found).toEqual([]);
    expect((await reviewer.review(input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }))).jobMatch).toBeNull();
  });

  it('checks that the cover letter names the company and the role', async () => {
    const resume = { name: 'jane.pdf', bytes: await makeResumePdf('good') };
    const other = await makeCoverLetterPdf('Atlassian', 'Senior Software Engineer');
    const wrong = await reviewer.review(input(resume, { coverLetter: { name: 'letter.pdf', bytes: other } }));
    expect(advice(wrong, 'Cover letter')).toContain('It never names Canva');
    expect(wrong.read.coverLetterWords).toBeGreaterThan(200);

    const letter = await makeCoverLetterPdf('Canva', 'Senior Software Engineer');
    const right = await reviewer.review(input(resume, { coverLetter: { name: 'letter.pdf', bytes: letter } }));
    expect(advice(right, 'Cover letter')).toMatch(/^It names Canva and the role/);
    expect(score(right, 'coverLetter')).toBe(100);
    expect(score(wrong, 'coverLetter')).toBe(60);
    expect(right.quotes).toContain('I am writing to apply for the Senior Software Engineer position at Canva.');
    await expectQuotesFrom(right, resume, { name: 'letter.pdf', bytes: letter });
  });

  it('refuses a broken PDF as unreadable', async () => {
    await expect(reviewer.review(input({ name: 'cv.pdf', bytes: corruptPdf() }))).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(reviewer.review(input({ name: 'cv.pdf', bytes: Buffer.alloc(0) }))).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(reviewer.extractText({ name: 'cv.pdf', bytes: corruptPdf() })).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it("gives the text it reads, with its pages, for checking a model's quotes against it", async () => {
    const read = await reviewer.extractText({ name: 'jane.pdf', bytes: await makeResumePdf('good') });
    expect(read).toEqual({ text: expect.stringContaining('jane.citizen@example.com | 0412 345 678 | Sydney NSW'), pages: 1, ocr: false });
    expect(read.text).toContain('Led the migration of 40 services to AWS');
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time is up'));
    await expect(reviewer.review(input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }, { signal: controller.signal }))).rejects.toThrow('time is up');
  });
});

describe('the built-in reviewer on Word files', () => {
  it('reads a DOCX and a Word 97 .doc as it reads the PDF', async () => {
    const pdf = await reviewer.review(input({ name: 'jane.pdf', bytes: await makeResumePdf('good') }));
    const docx = await reviewer.review(input({ name: 'jane.docx', bytes: await makeResumeDocx('good') }));
    const doc = await reviewer.review(input({ name: 'jane.doc', bytes: makeResumeDoc('good') }));
    const poorDoc = await reviewer.review(input({ name: 'john.doc', bytes: makeResumeDoc('poor') }));
    for (const result of [docx, doc]) {
      expect(result.read.resumeWords).toBe(pdf.read.resumeWords);
      expect(Math.abs(result.overall - pdf.overall)).toBeLessThanOrEqual(3);
      expect(advice(result, 'Action verbs')).toBe('18 of 18 bullets start with a verb, which reads as action and ownership.');
      expect(score(result, 'ats')).toBe(100);
    }
    expect(poorDoc.overall).toBeLessThan(doc.overall - 40);
    expect(advice(poorDoc, 'Action verbs')).toContain('with "Managed"');
  });

  it('refuses a Word document with no text as unreadable', async () => {
    const empty = await Packer.toBuffer(new Document({ sections: [{ children: [] }] }));
    await expect(reviewer.review(input({ name: 'empty.docx', bytes: empty }))).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it('tells that a table and contact details only in the page header are lost on an ATS', async () => {
    const table = await reviewer.review(input({ name: 'jane.docx', bytes: await makeResumeDocx('good', { skillsTable: true }) }));
    expect(advice(table, 'ATS readability')).toBe('1 table holds text that many ATS read out of order or skip: list it as plain lines.');
    expect(score(table, 'ats')).toBe(80);

    const header = await reviewer.review(input({ name: 'jane.docx', bytes: await makeResumeDocx('good', { contactInHeader: true }) }));
    expect(advice(header, 'Contact details')).toBe(
      'An e-mail address, a phone number, your city or region and a LinkedIn profile are only in the page header, which many ATS skip: move them into the body under your name.',
    );
    expect(advice(header, 'ATS readability')).toContain('contact details sit only in the page header');
    expect(header.overall).toBeLessThan((await reviewer.review(input({ name: 'jane.docx', bytes: await makeResumeDocx('good') }))).overall);
    expect(header.quotes.some((quote) => quote.includes('@'))).toBe(false);
  });
});

describe('the built-in reviewer on pictures', () => {
  it('reads a photographed resume by OCR and says an ATS cannot; a picture without words is unreadable', { timeout: 60_000 }, async () => {
    const photo = await reviewer.review(input({ name: 'jane.jpg', bytes: await makeResumeJpg('good') }));
    expect(photo.read.ocr).toBe(true);
    expect(photo.read.resumeWords).toBeGreaterThan(350);
    expect(score(photo, 'contact')).toBe(100);
    expect(score(photo, 'sections')).toBe(100);
    expect(advice(photo, 'ATS readability')).toMatch(/^The resume is a picture, so an ATS reads no text from it at all/);
    expect(photo.overall).toBeGreaterThan(60);
    const read = await reviewer.extractText({ name: 'jane.jpg', bytes: await makeResumeJpg('good') });
    expect(read).toMatchObject({ pages: 1, ocr: true });
    expect(read.text).toContain('Experience');

    await expect(reviewer.review(input({ name: 'blank.jpeg', bytes: await makeBlankJpg() }))).rejects.toBeInstanceOf(UnreadableFileError);
  });
});
