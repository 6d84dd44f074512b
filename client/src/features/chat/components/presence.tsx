import type { Chat } from '../api/types';
import type { RoomState, Typist } from '../api/room';

/** Who of the chat's other people is connected now, in words: "Online" when the viewer talks to one person. */
export const presenceOf = (chat: Pick<Chat, 'seenBy'>, room: RoomState): string | null => {
  const here = chat.seenBy.filter((person) => room.online.has(person._id));
  if (here.length === 0) return null;
  if (chat.seenBy.length === 1) return 'Online';
  return `${here.map((person) => person.name).join(' and ')} online`;
};

/** A green dot and the words, beside the name of whom the viewer talks to. */
export function PresenceNote({ text, onDark = false }: { text: string | null; onDark?: boolean }) {
  if (!text) return null;
  return (
    <span className={onDark ? 'inline-flex items-center gap-1 text-brand-100' : 'inline-flex items-center gap-1 text-emerald-700'}>
      <span aria-hidden className="size-2 rounded-full bg-emerald-400 ring-2 ring-white/70" />
      {text}
    </span>
  );
}

const typingWords = (typing: readonly Typist[]) => {
  const names = typing.map((typist) => typist.name.split(/\s+/)[0] ?? typist.name);
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are typing…`;
};

/** "Riley is typing…" under the conversation while someone writes; read out politely once. */
export function TypingLine({ typing }: { typing: readonly Typist[] }) {
  return (
    <div aria-live="polite" className="h-6 shrink-0 bg-white px-4 text-xs text-muted">
      {typing.length > 0 && (
        <p className="flex items-center gap-1.5 py-1">
          <span aria-hidden className="flex gap-0.5">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1.5 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
          {typingWords(typing)}
        </p>
      )}
    </div>
  );
}
