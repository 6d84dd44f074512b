// The bare baseline's plain worker (a worker thread of bare-reviews.ts): the built-in reviewer, one review per message,
// one at a time in the order they came (so the first paid is the first done, as a queue would have it).
import { parentPort } from 'node:worker_threads';
import { createBuiltinReviewer } from '@referly/infra/reviewer/builtin/index';

export type BareReviewAsk = { id: string; name: string; bytes: Uint8Array; industry: string; desiredPosition: string; companyName: string };
export type BareReviewDone = { id: string; overall: number } | { id: string; error: string };

const reviewer = createBuiltinReviewer();
let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (ask: BareReviewAsk) => {
  queue = queue.then(() => review(ask));
});

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
      (result) => parentPort?.postMessage({ id: ask.id, overall: result.overall } satisfies BareReviewDone),
      (error: unknown) => parentPort?.postMessage({ id: ask.id, error: String(error) } satisfies BareReviewDone),
    );
