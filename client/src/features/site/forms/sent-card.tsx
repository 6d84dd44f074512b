import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';

/** What a form turns into once sent: the spec's inline success and a button to send another. Takes the focus. */
export function SentCard({ message, again, againLabel }: { message: string; again: () => void; againLabel: string }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-5 rounded-2xl border border-approved/30 bg-approved-soft px-6 py-12 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-approved" />
      <p ref={heading} tabIndex={-1} className="max-w-md text-lg font-medium text-ink focus:outline-none">
        {message}
      </p>
      <Button variant="secondary" onClick={again}>
        {againLabel}
      </Button>
    </div>
  );
}
