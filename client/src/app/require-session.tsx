import { Navigate, Outlet } from 'react-router-dom';
import { useSession, type Session } from '../lib/session.ts';
import type { GuardDecision } from './guards.ts';

/** Renders the child routes when the guard lets the current session in; re-checks on every session change. */
export function RequireSession({ guard }: { guard: (session: Session) => GuardDecision }) {
  const session = useSession();
  const redirect = guard(session);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
