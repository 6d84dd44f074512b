// The bare baseline's plain worker (a worker thread of bare-reviews.ts): the built-in reviewer, one review per message,
// one at a time in the order they came.
import { parentPort } from 'node:worker_threads';
import { bareReviewQueue, type BareReviewAsk } from './bare-review-queue.ts';

const reviews = bareReviewQueue((done) => parentPort?.postMessage(done));
parentPort?.on('message', (ask: BareReviewAsk) => reviews.ask(ask));
