import { WS_PATH_PREFIX } from '@kanghu/shared';

/** The part of the browser's WebSocket the channels use; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Opens a socket; null means the browser has no WebSocket. */
export type SocketFactory = ((url: string) => SocketLike) | null;

/** WebSocket.OPEN */
export const SOCKET_OPEN = 1;

/** The browser's WebSocket, or null when there is none (浏览器不支持WebSocket). */
export function browserSocketFactory(scope: { WebSocket?: unknown }): SocketFactory {
  const Ctor = scope.WebSocket;
  if (typeof Ctor !== 'function') return null;
  const Socket = Ctor as typeof WebSocket;
  return (url) => new Socket(url) as unknown as SocketLike;
}

/**
 * `ws(s)://host/api/message/websocket/{userId}?project={key}` on the page's own host: wss when
 * the page is https. The token never goes in the URL (it is the first message, AUTH).
 */
export function channelUrl(
  location: { protocol: string; host: string },
  userId: number,
  project: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = project ? `?project=${encodeURIComponent(project)}` : '';
  return `${scheme}://${location.host}${WS_PATH_PREFIX}${userId}${query}`;
}
