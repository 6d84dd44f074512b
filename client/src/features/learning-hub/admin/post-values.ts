import type { LearningHubCategory, LearningHubItem } from '../api/types';

/** Spec 000 §9: a post's text is at most 10,000 characters. */
export const CONTENT_LIMIT = 10_000;

export type PostValues = { author: string; publishedAt: string; category: LearningHubCategory; title: string; content: string };
export type PostErrors = Partial<Record<'author' | 'publishedAt' | 'title' | 'content' | 'media', string>>;

/** Spec 000 §5's messages, each under its field. */
export const postMessages = {
  author: 'Author is required.',
  publishedAt: 'Date is required.',
  title: 'Title is required.',
  content: 'Content is required.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A date field's value for this moment, on the admin's clock. */
export const dateInputValue = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const initialValues = (post: LearningHubItem | null, today: Date): PostValues =>
  post
    ? {
        author: post.author,
        publishedAt: post.publishedAt ? dateInputValue(new Date(post.publishedAt)) : '',
        category: post.category,
        title: post.title,
        content: post.content,
      }
    : { author: '', publishedAt: dateInputValue(today), category: 'article', title: '', content: '' };

/** The required fields' messages (whitespace alone is nothing); the content's limit is the field's own. */
export const checkPost = (values: PostValues): PostErrors => {
  const errors: PostErrors = {};
  for (const key of ['author', 'publishedAt', 'title', 'content'] as const) {
    if (!values[key].trim()) errors[key] = postMessages[key];
  }
  return errors;
};
