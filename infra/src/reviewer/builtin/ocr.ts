import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** The English traineddata that ships inside @tesseract.js-data/eng: nothing is downloaded at run time. */
const englishData = (): { langPath: string; gzip: boolean } => {
  const found = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  return { langPath: found.langPath, gzip: found.gzip };
};

export type Ocr = {
  /** the text in a picture and tesseract's mean confidence (0–100) */
  recognize(image: Buffer): Promise<{ text: string; confidence: number }>;
  close(): Promise<void>;
};

/** One tesseract worker, started on the first picture (about 0.4 s) and kept for the next ones until `close`. */
export const createOcr = (): Ocr => {
  let worker: Promise<Worker> | null = null;
  return {
    async recognize(image) {
      worker ??= createWorker('eng', OEM.LSTM_ONLY, { ...englishData(), cacheMethod: 'none' }).catch((error: unknown) => {
        worker = null;
        throw error;
      });
      const { data } = await (await worker).recognize(image);
      return { text: data.text, confidence: data.confidence };
    },
    async close() {
      const started = worker;
      worker = null;
      if (started) await (await started).terminate();
    },
  };
};
