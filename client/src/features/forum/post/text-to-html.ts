const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** A comment typed as plain text, as the HTML the API keeps: each blank-line block a paragraph, single breaks kept; nothing typed is markup. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
