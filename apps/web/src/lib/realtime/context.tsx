import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { MessageAction } from './client.ts';
import type { RealtimeHandler } from './emitter.ts';
import type { RealtimeHost } from './host.ts';

const RealtimeContext = createContext<RealtimeHost | null>(null);

export function RealtimeProvider({ client, children }: { client: RealtimeHost; children: ReactNode }) {
  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

export function useRealtimeClient(): RealtimeHost {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient outside RealtimeProvider');
  return client;
}

/** Calls `handler(data, message)` for every incoming `action` while the component is mounted. */
export function useRealtime(action: MessageAction | string, handler: RealtimeHandler): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client.on(action, (data, message) => latest.current(data, message)), [client, action]);
}
