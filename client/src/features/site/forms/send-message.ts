import { useState } from 'react';
import { api, ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

export type SendPhase = 'idle' | 'sending' | 'sent';

/** The contact call's body (spec 000 §7); a feedback adds its rating. */
export type ContactBody = { name: string; email: string; subject: string; message: string; rating?: number };

/** The message the server's reply gave, if it gave one (no reply, or one without words, has none). */
const serverWords = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  try {
    const reply: unknown = JSON.parse(error.body);
    const message = typeof reply === 'object' && reply !== null && 'message' in reply ? reply.message : null;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
};

/**
 * Spec 000 §4: a contact or feedback form is idle, sending, then sent (a success message and a button to send another).
 * The toasts say the server's words when it gave any, else the form's own (spec 000 §8).
 */
export function useSendMessage(words: { success: (serverMessage: string | null) => string; failure: string }) {
  const [phase, setPhase] = useState<SendPhase>('idle');
  const send = async (body: ContactBody): Promise<boolean> => {
    if (phase === 'sending') return false;
    setPhase('sending');
    try {
      const reply = await api.post<{ message?: unknown }>('/api/user/contact-us', body);
      toast.success(words.success(typeof reply.message === 'string' && reply.message ? reply.message : null));
      setPhase('sent');
      return true;
    } catch (error) {
      toast.error(serverWords(error) ?? words.failure);
      setPhase('idle');
      return false;
    }
  };
  return { phase, send, again: () => setPhase('idle') };
}
