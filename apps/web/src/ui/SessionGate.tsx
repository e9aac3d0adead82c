import type { SessionInfo } from '@kanghu/shared';
import { MSG } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../app/session/queries.ts';
import { ErrorState, errorMessage, LoadingState } from './StateViews.tsx';

/** Renders `children(session)` once the session is there; loading and error states otherwise. */
export function SessionGate({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.signedIn) {
    return (
      <ErrorState message={MSG.sessionExpiredRelogin}>
        <Button size="small" color="primary" onClick={() => navigate('/index', { replace: true })}>
          去登录
        </Button>
      </ErrorState>
    );
  }
  if (session.isPending) return <LoadingState />;
  if (session.isError) {
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  }
  return <>{children(session.data)}</>;
}
