import type { RealtimeMessage } from '@kanghu/shared';
import { SOCKET_OPEN, type SocketLike } from './socket.ts';

/** A scripted socket: the test opens it, plays server messages and reads what the client sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: RealtimeMessage[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as RealtimeMessage);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  accept(): void {
    this.readyState = SOCKET_OPEN;
    this.onopen?.({});
  }

  /** Accepts and answers the AUTH message with AUTH_OK. */
  signIn(userId = 7): void {
    this.accept();
    this.receive({ action: 'AUTH_OK', data: { userId, heartbeatMs: 25_000 } });
  }

  receive(message: RealtimeMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server (or the network) closed the socket. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  sentOf(action: string): RealtimeMessage[] {
    return this.sent.filter((m) => m.action === action);
  }
}

export class FakeSockets {
  readonly all: FakeSocket[] = [];
  readonly factory = (url: string) => {
    const socket = new FakeSocket(url);
    this.all.push(socket);
    return socket;
  };

  get last(): FakeSocket {
    const socket = this.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
