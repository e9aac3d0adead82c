import type { SessionInfo } from '@kanghu/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCompleteSignIn } from '../../../app/session/queries.ts';
import { LoadingState } from '../../../ui/StateViews.tsx';
import { landingFor } from '../landing.ts';
import { errorPath, failureMessage } from './third-login.ts';

/**
 * Runs one sign-in call as soon as the page opens (once, even under StrictMode's double effects:
 * codes and tokens work once), then lands like any sign-in; a failure goes to the error page.
 */
export function AutoLoginView({
  run,
  landing,
  text = '正在登录...',
}: {
  run: () => Promise<SessionInfo>;
  /** Where to land; by account type when absent. */
  landing?: (info: SessionInfo) => string;
  text?: string;
}) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);
  // Read once: the call must not restart when the parent re-renders.
  const first = useRef({ run, landing });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { run: call, landing: land } = first.current;
    call().then(
      (info) => completeSignIn(info, land ? land(info) : landingFor(info)),
      (error: unknown) => void navigate(errorPath(failureMessage(error)), { replace: true }),
    );
  }, [completeSignIn, navigate]);

  return <LoadingState text={text} />;
}
