import { useAfterFirstPaint } from '../../lib/idle.ts';
import { RealtimeConnector } from './RealtimeConnector.tsx';
import { ShellOverlays } from './ShellOverlays.tsx';

/**
 * What the shell runs beside every screen: the realtime client and the overlays (RootLayout
 * mounts it). Both start once the first screen has been painted and the page is idle: the
 * channel's client chunk and socket, and the doctors' notice chunks, then do not compete with
 * the screen's own code and data during start-up.
 */
export function ShellServices() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <>
      <RealtimeConnector />
      <ShellOverlays />
    </>
  );
}
