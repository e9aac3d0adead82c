import type { VideoSettings } from '@kanghu/shared';
import { useEffect, useState } from 'react';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { VideoRoom } from './VideoRoom.tsx';

/** Loads the room's settings once (a signature for this account), then shows the call. */
export function RoomGate({ load, onHangUp }: { load: () => Promise<VideoSettings>; onHangUp: () => void }) {
  const [settings, setSettings] = useState<VideoSettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per attempt
  useEffect(() => {
    let live = true;
    setError(null);
    load().then(
      (s) => live && setSettings(s),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!settings) return <LoadingState text="正在进入视频房间…" />;
  return <VideoRoom settings={settings} onHangUp={onHangUp} />;
}
