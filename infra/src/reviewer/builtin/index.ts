export { createBuiltinReviewer, type BuiltinReviewer, type BuiltinReviewerOptions } from './builtin-reviewer.ts';
