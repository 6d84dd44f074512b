import type { Config } from '@referly/infra/config';
import type { ResumeReviewer } from '@referly/infra/ports/resume-reviewer';
import { createBuiltinReviewer } from '@referly/infra/reviewer/builtin/index';
import { createOcr } from '@referly/infra/reviewer/builtin/ocr';
import { readReviewFile } from '@referly/infra/reviewer/builtin/read-file';
import { createResumeReviewer, type ExtractText } from '@referly/infra/reviewer/index';

/**
 * The AI review's reviewer as the configuration asks for it (an OpenAI-compatible model when AI_BASE_URL is set, else
 * the built-in one), with what it holds to close: the OCR workers pictures start.
 */
export const createConfiguredReviewer = (
  config: Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>,
): { reviewer: ResumeReviewer; close: () => Promise<void> } => {
  const builtin = createBuiltinReviewer();
  const ocr = createOcr();
  // a model reads the files as the built-in reviewer does, so its quotes are checked against the same text
  const extractText: ExtractText = async (file) => {
    const read = await readReviewFile(file, ocr);
    return { text: read.text, pages: read.pages, ocr: read.ocr };
  };
  return {
    reviewer: createResumeReviewer(config, { builtin, extractText }),
    close: async () => {
      await Promise.all([builtin.close(), ocr.close()]);
    },
  };
};
