/** Spec 000 §5: tags are a comma-separated list, each trimmed, empties dropped (and each kept once). */
export const parseTags = (text: string): string[] => {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
};
