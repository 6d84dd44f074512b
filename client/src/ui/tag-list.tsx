/** Tags as small chips (a discussion's, a learning-hub post's); nothing when there are none. */
export function TagList({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
