import { learningHubPreviewLength } from '@referly/domain';
import type { LearningHubCategory } from '../api/types';
import { Badge } from '../../../ui/badge';

/** Spec 000 §9: a preview is the first 100 characters. */
const PREVIEW_LENGTH = learningHubPreviewLength;

/** The first 100 characters of a post's text on one line, with an ellipsis when there is more. */
export const previewOf = (content: string): string => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
};

/** A post's text as paragraphs: a blank line starts a new one, a single line break stays a break. Text only, never HTML. */
export function PostBody({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-5 text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8">
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export const categoryLabels: Record<LearningHubCategory, string> = { article: 'Article', webinar: 'Webinar' };

export function CategoryBadge({ category }: { category: LearningHubCategory }) {
  return <Badge tone={category === 'webinar' ? 'progress' : 'brand'}>{categoryLabels[category]}</Badge>;
}
