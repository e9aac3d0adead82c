import http from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The bare relay baseline, run as its own process: `ws://127.0.0.1:<port>/relay/<pair>/<side>`;
 * a message from one side of a pair is forwarded as is to the other side. No auth, no storage.
 * `GET /ready` answers 200 once listening.
 */
const port = Number(process.argv[2]);
const pairs = new Map<string, [WebSocket | null, WebSocket | null]>();

const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/ready' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server, maxPayload: 64 * 1024 });
wss.on('connection', (socket, req) => {
  const m = /^\/relay\/(\d+)\/([01])$/.exec(req.url ?? '');
  if (!m) return socket.close(1008);
  const pair = m[1] as string;
  const side = Number(m[2]) as 0 | 1;
  let slots = pairs.get(pair);
  if (!slots) {
    slots = [null, null];
    pairs.set(pair, slots);
  }
  slots[side] = socket;
  const other = side === 0 ? 1 : 0;
  socket.on('message', (data, isBinary) => {
    const to = slots[other];
    if (to && to.readyState === to.OPEN) to.send(data, { binary: isBinary });
  });
  socket.on('close', () => {
    if (slots[side] === socket) slots[side] = null;
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const c of wss.clients) c.terminate();
  server.close(() => process.exit(0));
});
