import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { landingPathFor } from '../../../lib/landing-path';
import type { AuthActor } from './auth-actor';

/** When the flow ends signed in, go where spec 000 §4 says (the machine already stored the session and said so). */
export function useLandOnSignIn(actor: AuthActor, redirectTo: string | undefined, onLanded?: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      onLanded?.();
      navigate(landingPathFor(snapshot.output.user, redirectTo), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, redirectTo, onLanded]);
}
