import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import clsx from 'clsx';

/** How the forum's rich text reads, in the editor and on the page (the few elements its allow-list keeps). */
export const proseClass = clsx(
  'break-words leading-7 [overflow-wrap:anywhere]',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li_p]:my-0',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
  '[&_strong]:font-semibold',
);

// the elements and attributes the server's allow-list keeps; anything else is dropped here too
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'];
const ALLOWED_ATTR = ['href', 'rel', 'target'];

let hooked = false;
const purifier = () => {
  if (!hooked) {
    // every kept link opens away from the page, without its opener
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
        node.setAttribute('target', '_blank');
      }
    });
    hooked = true;
  }
  return DOMPurify;
};

/** A second guard after the server's sanitising: only the allow-list's elements, only http(s) and mail links. */
export const cleanHtml = (html: string): string => purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });

/** The text of a post's HTML, for previews: read by an inert parser (nothing in it loads or runs). */
export const plainText = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, blockquote, pre, br')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

export const PREVIEW_LENGTH = 160;
export const previewOf = (html: string): string => {
  const text = plainText(html);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
};

/** A post's body: the server's sanitised HTML, cleaned once more before it reaches the page. */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  // cleaned by DOMPurify with the allow-list above
  return <div className={clsx(proseClass, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
