import { CONTACT_NAME_MAX } from '@referly/domain';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useFocusFirstInvalid } from '../../../lib/seeker-request-form.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { SentCard } from './sent-card.tsx';
import { useSendMessage, type ContactBody } from './send-message.ts';

type Words = Parameters<typeof useSendMessage>[0];

/**
 * A contact or feedback form's state (spec 000 §4): the fields checked by the domain schema, idle, sending, then sent;
 * a refused submit focuses the first field in error, a sent one clears the fields, Cancel clears them too.
 */
export function useMessageForm<Values extends Record<string, string>, Parsed>(
  schema: z.ZodType<Parsed>,
  empty: Values,
  words: Words,
  toBody: (parsed: Parsed) => ContactBody,
) {
  const form = useZodForm(schema, empty);
  const { phase, send, again } = useSendMessage(words);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useFocusFirstInvalid(formRef, refused);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return setRefused((n) => n + 1);
    if (await send(toBody(parsed))) form.reset(empty);
  };

  return { form, phase, sending: phase === 'sending', again, formRef, submit, cancel: () => form.reset(empty) };
}

type NameAndEmail = {
  values: { name: string; email: string };
  errors: { name?: string; email?: string };
  setField: (key: 'name' | 'email', value: string) => void;
};

/**
 * The form a useMessageForm drives: once sent, the inline success and a button to send another; before, name and email
 * side by side, the page's own fields (children), then Cancel and the submit button.
 */
export function MessageForm({
  state,
  sentMessage,
  againLabel,
  submitLabel,
  sendingLabel,
  children,
}: {
  state: Omit<ReturnType<typeof useMessageForm>, 'form'> & { form: NameAndEmail };
  sentMessage: string;
  againLabel: string;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const { form, phase, sending, again, formRef, submit, cancel } = state;
  if (phase === 'sent') return <SentCard message={sentMessage} again={again} againLabel={againLabel} />;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-busy={sending || undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          autoComplete="name"
          value={form.values.name}
          maxLength={CONTACT_NAME_MAX}
          error={form.errors.name}
          disabled={sending}
          onChange={(event) => form.setField('name', event.target.value)}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          error={form.errors.email}
          disabled={sending}
          onChange={(event) => form.setField('email', event.target.value)}
        />
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" disabled={sending} onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending || undefined}>
          {sending ? sendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
