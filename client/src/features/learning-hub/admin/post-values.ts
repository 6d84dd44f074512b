import { learningHubContentLimit, learningHubPostSchema } from '@referly/domain';
import { fieldErrorsOf } from '../../../lib/use-zod-form';
import type { LearningHubCategory, LearningHubItem } from '../api/types';

/** Spec 000 §9: a post's text is at most 10,000 characters. */
export const CONTENT_LIMIT = learningHubContentLimit;

export type PostValues = { author: string; publishedAt: string; category: LearningHubCategory; title: string; content: string };
export type PostErrors = Partial<Record<'author' | 'publishedAt' | 'title' | 'content' | 'media', string>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A date field's value for this moment, on the admin's clock. */
export const dateInputValue = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** A saved post's day as the server keeps it (midnight UTC of the day the admin chose). */
const savedDay = (iso: string) => iso.slice(0, 10);

export const initialValues = (post: LearningHubItem | null, today: Date): PostValues =>
  post
    ? { author: post.author, publishedAt: savedDay(post.publishedAt), category: post.category, title: post.title, content: post.content }
    : { author: '', publishedAt: dateInputValue(today), category: 'article', title: '', content: '' };

const textFields = learningHubPostSchema.pick({ author: true, publishedAt: true, title: true, content: true });

/** The server's own checks of the text fields, with spec 000 §5's messages ('Author is required.' …). */
export const checkPost = (values: PostValues): PostErrors => {
  const result = textFields.safeParse(values);
  return result.success ? {} : fieldErrorsOf<'author' | 'publishedAt' | 'title' | 'content'>(result.error);
};
