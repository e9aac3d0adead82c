import { RealtimeConnector } from './RealtimeConnector.tsx';
import { ShellOverlays } from './ShellOverlays.tsx';

/** What the shell runs beside every screen: the realtime client and the overlays (RootLayout mounts it). */
export function ShellServices() {
  return (
    <>
      <RealtimeConnector />
      <ShellOverlays />
    </>
  );
}
