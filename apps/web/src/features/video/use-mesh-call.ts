import { VIDEO_SIGNAL, type VideoSettings, type VideoSignalMessage } from '@kanghu/shared';
import { useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeClient } from '../../lib/realtime/context.tsx';
import { type CallLog, type CallSnapshot, MeshCall } from './mesh-call.ts';

const IDLE: CallSnapshot = {
  state: 'idle',
  published: false,
  local: null,
  audioMuted: false,
  videoMuted: false,
  sharing: false,
  remotes: [],
};

/**
 * The call of one room while the component is mounted: joins on mount (the caller mounts it only
 * when the spec's start conditions hold), leaves on unmount, and is banned when the consultation
 * ends or the server refuses our signals.
 */
export function useMeshCall(settings: VideoSettings | null, onEnded: () => void) {
  const realtime = useRealtimeClient();
  const [snapshot, setSnapshot] = useState<CallSnapshot>(IDLE);
  const [logs, setLogs] = useState<Array<CallLog & { id: number }>>([]);
  const seq = useRef(0);
  const call = useRef<MeshCall | null>(null);

  useEffect(() => {
    if (!settings) return;
    const roomCode = String(settings.roomId);
    const c = new MeshCall({
      settings,
      roomCode,
      listening: (ms) => realtime.listening(ms),
      signal: (kind, to, payload) => realtime.send(VIDEO_SIGNAL, { roomCode, kind, to, payload }),
      onChange: setSnapshot,
      onLog: (entry) => {
        seq.current += 1;
        const id = seq.current;
        setLogs((l) => [{ ...entry, id }, ...l].slice(0, 50));
      },
    });
    call.current = c;
    void c.join();
    return () => {
      call.current = null;
      void c.leave();
    };
  }, [settings, realtime]);

  useRealtime(VIDEO_SIGNAL, (data) => void call.current?.onSignal(data as VideoSignalMessage));
  useRealtime('REMOTE_VIDEO_CONSULTATION', (data) => {
    const d = data as { roomCode: string; event: string };
    if (settings && d.event === 'ended' && d.roomCode === String(settings.roomId))
      void call.current?.banned().then(onEnded);
  });

  return { snapshot, logs, call };
}
