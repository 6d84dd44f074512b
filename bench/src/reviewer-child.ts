// Run by reviewer.ts in a process of its own: `reviewer-child.ts RUNS_PDF RUNS_DOCX RUNS_DOC RUNS_JPG`. Times the
// built-in reviewer on each type of resume beside the bare extraction of the same file's text with the same library,
// and prints {"pdf": {"good": {"review": [ms...], "extract": [ms...]}, "poor": ...}, ...} as its last line.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import mammoth from 'mammoth';
import { createWorker, OEM } from 'tesseract.js';
import { extractText } from 'unpdf';
import WordExtractor from 'word-extractor';
import { createBuiltinReviewer } from '@referly/infra/reviewer/builtin/index';
import { makeResumeDoc, makeResumeDocx, makeResumeJpg, makeResumePdf, type ResumeKind } from '@referly/infra/reviewer/builtin/test-files';
import { RESUME_KINDS, RESUME_TYPES, type ResumeType, type ReviewerTimes } from './reviewer.ts';

const makers: Record<ResumeType, (kind: ResumeKind) => Promise<Buffer> | Buffer> = {
  pdf: makeResumePdf,
  docx: (kind) => makeResumeDocx(kind),
  doc: makeResumeDoc,
  jpg: makeResumeJpg,
};

/** The same English data the reviewer's OCR loads, from the same package: nothing is downloaded. */
const englishData = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

const main = async () => {
  const runs = process.argv.slice(2).map(Number);
  const reviewer = createBuiltinReviewer();
  const ocr = await createWorker('eng', OEM.LSTM_ONLY, { langPath: englishData.langPath, gzip: englishData.gzip, cacheMethod: 'none' });

  /** The bare baseline: the file's text read with the library the reviewer reads it with, and nothing else. */
  const extract: Record<ResumeType, (bytes: Buffer) => Promise<string>> = {
    pdf: async (bytes) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text,
    docx: async (bytes) => (await mammoth.extractRawText({ buffer: bytes })).value,
    doc: async (bytes) => (await new WordExtractor().extract(bytes)).getBody(),
    jpg: async (bytes) => (await ocr.recognize(bytes)).data.text,
  };
  const review = async (type: ResumeType, bytes: Buffer) => {
    const result = await reviewer.review({
      resume: { name: `resume.${type}`, bytes },
      coverLetter: null,
      industry: 'Information and Communication Technology',
      desiredPosition: 'Senior Software Engineer',
      companyName: 'Canva',
      jobAd: null,
    });
    return String(result.overall);
  };
  const timed = async (work: () => Promise<string>) => {
    const started = performance.now();
    const answer = await work();
    if (answer === '') throw new Error('nothing was read');
    return performance.now() - started;
  };

  const times = {} as ReviewerTimes;
  for (const [index, type] of RESUME_TYPES.entries()) {
    const files = { good: await makers[type]('good'), poor: await makers[type]('poor') };
    const count = runs[index] ?? 10;
    // one warm-up of each side and file (the OCR worker starts on the reviewer's first picture), then the files and
    // the sides in turn, each side first every other time
    for (const kind of RESUME_KINDS) {
      await review(type, files[kind]);
      await extract[type](files[kind]);
    }
    times[type] = { good: { review: [], extract: [] }, poor: { review: [], extract: [] } };
    for (let run = 0; run < count; run += 1) {
      for (const kind of RESUME_KINDS) {
        const sides = run % 2 === 0 ? (['review', 'extract'] as const) : (['extract', 'review'] as const);
        for (const side of sides) times[type][kind][side].push(await timed(() => (side === 'review' ? review(type, files[kind]) : extract[type](files[kind]))));
      }
    }
  }
  await reviewer.close();
  await ocr.terminate();
  process.stdout.write(`${JSON.stringify(times)}\n`);
};

await main();
