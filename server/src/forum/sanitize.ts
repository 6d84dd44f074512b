import sanitizeHtml from 'sanitize-html';

/**
 * The forum's rich text as it is kept and shown: the editor's paragraphs, emphasis, lists, quotes, code and two heading
 * levels; links only to http, https or mailto, each marked rel="nofollow ugc noopener". Everything else (script, style,
 * event handlers, iframes, images, javascript: and data: links) is dropped; the text of a dropped script or style goes too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h2', 'h3'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener' }) },
};

export const sanitizePost = (html: string): string => sanitizeHtml(html, options).trim();
