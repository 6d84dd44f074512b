import { createBuiltinReviewer } from '@referly/infra/reviewer/builtin/index';

export type BareReviewAsk = { id: string; name: string; bytes: Uint8Array; industry: string; desiredPosition: string; companyName: string };
export type BareReviewDone = { id: string; overall: number } | { id: string; error: string };

/**
 * The bare baseline's reviews: the built-in reviewer, one review at a time in the order asked (so the first paid is the
 * first done, as a queue would have it), each answer handed to `done`.
 */
export const bareReviewQueue = (done: (answer: BareReviewDone) => void) => {
  const reviewer = createBuiltinReviewer();
  let queue: Promise<unknown> = Promise.resolve();
  const review = (ask: BareReviewAsk) =>
    reviewer
      .review({
        resume: { name: ask.name, bytes: Buffer.from(ask.bytes) },
        coverLetter: null,
        industry: ask.industry,
        desiredPosition: ask.desiredPosition,
        companyName: ask.companyName,
        jobAd: null,
      })
      .then(
        (result) => done({ id: ask.id, overall: result.overall }),
        (error: unknown) => done({ id: ask.id, error: String(error) }),
      );
  return {
    ask: (ask: BareReviewAsk) => void (queue = queue.then(() => review(ask))),
    close: () => reviewer.close(),
  };
};
