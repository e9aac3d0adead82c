import { MSG } from '@kanghu/shared';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation, useNavigationType } from 'react-router';
import { ShellServices } from './overlays/ShellServices.tsx';

/** Tracks the network state for the offline notice (spec 3 section 2). */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/**
 * Shell of every screen: offline notice, navigation direction (in on push, out on back) for
 * transitions, scroll restoration, and a thin bar while a screen's chunk or guard is loading.
 */
export function RootLayout() {
  const online = useOnline();
  const direction = useNavigationType() === 'POP' ? 'out' : 'in';
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="app-shell" data-direction={direction}>
      {busy && <div className="app-progress" role="progressbar" aria-label={MSG.loading} />}
      {!online && (
        <div className="app-offline" role="alert">
          {MSG.networkOffline}
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
      <ShellServices />
    </div>
  );
}
