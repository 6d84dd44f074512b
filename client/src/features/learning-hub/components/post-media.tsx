import { useState } from 'react';
import { VideoOff } from 'lucide-react';
import placeholder from '../assets/cover-placeholder.svg';

/** A webinar's recording as the server serves it (with Range, so it seeks), or a plain note when it cannot play. */
export function PostVideo({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
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

/** One of a post's pictures; one that fails to load shows the placeholder (spec 000 §8). */
export function PostImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return <img src={failed ? placeholder : src} alt={alt} onError={() => setFailed(true)} className={className} loading="lazy" />;
}
