import type { RealtimeMessage } from '@kanghu/shared';
import { WebSocket } from 'ws';
import type { SessionRecord } from '../core/sessions.ts';

let nextId = 1;

/** One authenticated socket: the session it was opened with and its heartbeat state. */
export class Connection {
  readonly id = nextId++;
  /** Pings sent since the last pong (or message); two missed pings end the socket. */
  missed = 0;

  constructor(
    readonly socket: WebSocket,
    readonly session: SessionRecord,
  ) {}

  get userKey(): string {
    return userKey(this.session.projectId, this.session.userId);
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: RealtimeMessage): void {
    if (this.open) this.socket.send(JSON.stringify(message));
  }

  /** Sends a last message (when given), then closes with the code. */
  close(code: number, message?: RealtimeMessage): void {
    if (message) this.send(message);
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code);
    }
  }
}

/** Users are scoped by project: the same numeric id in two projects is two users. */
export function userKey(projectId: number, userId: number): string {
  return `${projectId}:${userId}`;
}
