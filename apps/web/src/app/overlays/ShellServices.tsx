import { type ReactNode, useEffect } from 'react';
import { loadStartFamily } from '../start-route.ts';
import { useStartupSettled } from '../startup-settled.ts';
import { RealtimeConnector } from './RealtimeConnector.tsx';
import { ShellOverlays } from './ShellOverlays.tsx';

/** Its children once start-up has settled (app/startup-settled.ts), each such part in its turn. */
function AfterStartup({ children }: { children: ReactNode }) {
  return useStartupSettled() ? children : null;
}

/** The route table a home started without (app/start-route.ts), loaded in its turn. */
function StartFamilyTable() {
  useEffect(() => {
    void loadStartFamily();
  }, []);
  return null;
}

/**
 * What the shell runs beside every screen: the realtime client and the overlays (RootLayout
 * mounts it). Both start once the first screen has shown its data (app/startup-settled.ts),
 * one after the other: the channel's client chunk and socket, and the doctors' notice chunks,
 * then do not compete with the screen's own code and data during start-up, nor with each other;
 * then the route table a home started without.
 */
export function ShellServices() {
  return (
    <>
      <AfterStartup>
        <RealtimeConnector />
      </AfterStartup>
      <AfterStartup>
        <ShellOverlays />
      </AfterStartup>
      <AfterStartup>
        <StartFamilyTable />
      </AfterStartup>
    </>
  );
}
