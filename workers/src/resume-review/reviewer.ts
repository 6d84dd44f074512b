import type { Config } from '@referly/infra/config';
import type { ResumeReviewer } from '@referly/infra/ports/resume-reviewer';
import { createBuiltinReviewer } from '@referly/infra/reviewer/builtin/index';
import { createResumeReviewer } from '@referly/infra/reviewer/index';

/**
 * The AI review's reviewer as the configuration asks for it (an OpenAI-compatible model when AI_BASE_URL is set, else
 * the built-in one), with what it holds to close: the OCR worker a picture starts.
 */
export const createConfiguredReviewer = (
  config: Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>,
): { reviewer: ResumeReviewer; close: () => Promise<void> } => {
  const builtin = createBuiltinReviewer();
  // a model reads the files as the built-in reviewer does, so its quotes are checked against the same text
  return { reviewer: createResumeReviewer(config, { builtin, extractText: builtin.extractText }), close: () => builtin.close() };
};
