import { Navigate, Outlet } from 'react-router-dom';
import { useSession, type Session } from '../lib/session.ts';
import type { GuardDecision } from './guards.ts';
import { NoAccessPage } from './no-access-page.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Renders the child routes when the guard lets the current session in; re-checks on every session change. */
export function RequireSession({ guard }: { guard: (session: Session) => GuardDecision }) {
  const session = useSession();
  const decision = guard(session);
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'noAccess':
      // at the URL they asked for, so the address bar still says where they tried to go
      return (
        <PublicLayout>
          <NoAccessPage />
        </PublicLayout>
      );
  }
}
