import { useStartupSettled } from '../startup-settled.ts';
import { RealtimeConnector } from './RealtimeConnector.tsx';
import { ShellOverlays } from './ShellOverlays.tsx';

/**
 * What the shell runs beside every screen: the realtime client and the overlays (RootLayout
 * mounts it). Both start once the first screen has shown its data (app/startup-settled.ts):
 * the channel's client chunk and socket, and the doctors' notice chunks, then do not compete
 * with the screen's own code and data during start-up.
 */
export function ShellServices() {
  const ready = useStartupSettled();
  if (!ready) return null;
  return (
    <>
      <RealtimeConnector />
      <ShellOverlays />
    </>
  );
}
