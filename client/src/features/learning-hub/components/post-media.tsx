import { useState } from 'react';
import { Video, VideoOff } from 'lucide-react';
import { useProtectedPicture } from '../../../lib/picture';
import placeholder from '../assets/cover-placeholder.svg';

/** A webinar's recording as the server serves it (with Range, so it seeks), or a plain note when it cannot play. */
export function PostVideo({ src, title, guarded = false }: { src: string; title: string; guarded?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (guarded) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl bg-slate-900 px-6 text-center text-sm text-slate-200">
        <Video aria-hidden className="size-8" />
        The recording plays here once the post is published.
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl bg-slate-900 text-sm text-slate-200">
        <VideoOff aria-hidden className="size-8" />
        This recording cannot be played right now.
      </div>
    );
  }
  return (
    <video
      controls
      preload="metadata"
      playsInline
      src={src}
      aria-label={`Recording: ${title}`}
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-xl bg-slate-900"
    />
  );
}

/** One of a post's pictures; none, or one that fails to load, shows the placeholder (spec 000 §8). */
export function PostImage({ src, alt, className, eager = false }: { src: string; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : placeholder;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => setFailed(src)}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      data-placeholder={shown === placeholder || undefined}
    />
  );
}

/**
 * A picture of a post only admins may see (a draft's, a restricted one's): an `<img src>` carries no bearer, so it is
 * fetched with the session's and shown from a `blob:` address made only for a raster picture (lib/picture). The
 * placeholder while it loads and if it cannot.
 */
export function GuardedPicture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const picture = useProtectedPicture(src);
  const shown = picture && 'src' in picture ? picture.src : placeholder;
  return <img src={shown} alt={alt} className={className} data-placeholder={shown === placeholder || undefined} />;
}
