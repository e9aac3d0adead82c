import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import type pg from 'pg';
import { WebSocket } from 'ws';
import { type JsonClient, mapLimit } from './chat-http.ts';
import { freePort, type Running } from './servers.ts';

export const PROJECT = 'demo';
const PASSWORD = 'Bench@2026';
const OPEN_TIMEOUT_MS = 15_000;

export interface ChatPair {
  askId: number;
  /** [patient, doctor]: user ids and session tokens. */
  userIds: [number, number];
  tokens: [string, string];
}

type Envelope<T> = { success: boolean; data?: T; msg?: string };

/**
 * `pairs` patient/doctor pairs inserted with one multi-row INSERT (one precomputed argon2id hash),
 * their sessions inserted as session-service does (SHA-256 of a random token), except the first
 * patient, who signs in through POST /api/user/app/login; then one room per pair via the API.
 */
export async function createChatPairs(owner: pg.Pool, api: JsonClient, pairs: number): Promise<ChatPair[]> {
  const project = await owner.query<{ id: number }>('select id from projects where key = $1', [PROJECT]);
  const projectId = project.rows[0]?.id;
  if (!projectId) throw new Error(`project ${PROJECT} missing`);
  const passwordHash = await hash(PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const users = await owner.query<{ id: number; g: number }>(
    `insert into users (project_id, user_type, role, username, tel, name, password_hash)
     select $1, case when g % 2 = 0 then 'customer' else 'servicer' end,
            case when g % 2 = 0 then 'patient' else 'doctor' end,
            'bench-' || $2 || '-' || g, '199' || lpad(g::text, 8, '0'), '压测用户' || g, $3
     from generate_series(0, $4::int - 1) g
     returning id, substring(username from '[0-9]+$')::int as g`,
    [projectId, tag, passwordHash, pairs * 2],
  );
  const ids = new Array<number>(pairs * 2);
  for (const row of users.rows) ids[row.g] = row.id;
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await owner.query(
    `insert into sessions (project_id, user_id, token_hash, expires_at)
     select $1, u, decode(h, 'hex'), now() + interval '1 day'
     from unnest($2::int[], $3::text[]) as t(u, h)`,
    [projectId, ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  const login = await api.request<Envelope<{ token: string }>>(
    'POST',
    '/api/user/app/login',
    { project: PROJECT },
    { username: `bench-${tag}-0`, password: PASSWORD },
  );
  if (!login.json.success || !login.json.data) throw new Error(`bench user login failed: ${login.json.msg}`);
  tokens[0] = login.json.data.token;

  const indexes = Array.from({ length: pairs }, (_, i) => i);
  return mapLimit(indexes, 50, async (i) => {
    const userIds: [number, number] = [ids[2 * i] as number, ids[2 * i + 1] as number];
    const pairTokens: [string, string] = [tokens[2 * i] as string, tokens[2 * i + 1] as string];
    const room = await api.request<Envelope<{ id: number }>>(
      'POST',
      '/api/message/ask',
      { project: PROJECT, authorization: pairTokens[0] },
      { toId: userIds[1] },
    );
    if (!room.json.success || !room.json.data) throw new Error(`room of pair ${i}: ${room.json.msg}`);
    return { askId: room.json.data.id, userIds, tokens: pairTokens };
  });
}

function opened(socket: WebSocket): Promise<void> {
  // A late error (after open, or after the run gave up on this socket) must not crash the bench.
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), OPEN_TIMEOUT_MS);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** Opens and signs in both sockets of every pair (AUTH, then AUTH_OK); [patient, doctor] per pair. */
export async function openChatSockets(
  baseUrl: string,
  pairs: ChatPair[],
  onMessage: (raw: unknown) => void,
): Promise<[WebSocket, WebSocket][]> {
  const wsBase = baseUrl.replace(/^http/, 'ws');
  const open = async (userId: number, token: string): Promise<WebSocket> => {
    const socket = new WebSocket(`${wsBase}/api/message/websocket/${userId}?project=${PROJECT}`);
    await withTimeout(opened(socket), `socket of user ${userId}`);
    const ok = new Promise<void>((resolve, reject) => {
      const first = (raw: unknown) => {
        const msg = JSON.parse(String(raw)) as { action?: string; data?: { msg?: string } };
        if (msg.action === 'AUTH_OK') {
          socket.off('message', first);
          socket.on('message', onMessage);
          resolve();
        } else reject(new Error(`AUTH of user ${userId}: ${msg.action} ${msg.data?.msg ?? ''}`));
      };
      socket.on('message', first);
    });
    socket.send(JSON.stringify({ action: 'AUTH', data: { token, project: PROJECT } }));
    await withTimeout(ok, `AUTH of user ${userId}`);
    return socket;
  };
  return mapLimit(pairs, 50, async (p) => {
    const a = await open(p.userIds[0], p.tokens[0]);
    const b = await open(p.userIds[1], p.tokens[1]);
    return [a, b] as [WebSocket, WebSocket];
  });
}

/** The bare ws relay (chat-relay.ts) in its own process. */
export async function startRelay(): Promise<Running> {
  const port = await freePort();
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./chat-relay.ts', import.meta.url)), String(port)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`relay exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('relay did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Opens both sides of `count` relay pairs. */
export async function openRelaySockets(
  baseUrl: string,
  count: number,
  onMessage: (raw: unknown) => void,
): Promise<[WebSocket, WebSocket][]> {
  const wsBase = baseUrl.replace(/^http/, 'ws');
  const open = async (pair: number, side: number) => {
    const socket = new WebSocket(`${wsBase}/relay/${pair}/${side}`);
    await withTimeout(opened(socket), `relay socket ${pair}/${side}`);
    socket.on('message', onMessage);
    return socket;
  };
  const indexes = Array.from({ length: count }, (_, i) => i);
  return mapLimit(indexes, 50, async (i) => [await open(i, 0), await open(i, 1)] as [WebSocket, WebSocket]);
}

/** Closes sockets and waits (bounded) until they are closed. */
export async function closeAll(sockets: [WebSocket, WebSocket][]): Promise<void> {
  const all = sockets.flat();
  await withTimeout(
    Promise.all(
      all.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.readyState === WebSocket.CLOSED) return resolve();
            s.once('close', () => resolve());
            s.close();
          }),
      ),
    ),
    'closing sockets',
  ).catch(() => {
    for (const s of all) s.terminate();
  });
}
