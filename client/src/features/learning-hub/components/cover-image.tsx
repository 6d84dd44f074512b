import { PlayCircle } from 'lucide-react';
import clsx from 'clsx';
import { GuardedPicture, PostImage } from './post-media';
import type { LearningHubItem } from '../api/types';

/** The picture a post is shown with: its cover, else its first image, else none. */
export const coverOf = (post: Pick<LearningHubItem, 'image' | 'images'>): string => post.image || post.images[0] || '';

/**
 * A post's cover in its frame. No picture, or one that fails to load, shows the placeholder (spec 000 §8); a
 * webinar's carries a play mark.
 */
export function CoverImage({
  post,
  className,
  aspect = 'aspect-video',
  eager = false,
  guarded = false,
}: {
  post: Pick<LearningHubItem, 'image' | 'images' | 'category'>;
  className?: string;
  /** the frame's shape, 16:9 unless said */
  aspect?: string;
  eager?: boolean;
  /** a post only admins may see: its pictures are fetched with the session's bearer */
  guarded?: boolean;
}) {
  const src = coverOf(post);
  return (
    <div className={clsx('relative overflow-hidden bg-brand-50', aspect, className)}>
      {src && guarded ? (
        <GuardedPicture src={src} alt="" className="size-full object-cover" />
      ) : (
        <PostImage src={src} alt="" className="size-full object-cover" eager={eager} />
      )}
      {post.category === 'webinar' && (
        <span aria-hidden className="absolute inset-0 grid place-items-center">
          <PlayCircle className="size-12 rounded-full bg-ink/50 text-white shadow-lg" strokeWidth={1.5} />
        </span>
      )}
    </div>
  );
}
