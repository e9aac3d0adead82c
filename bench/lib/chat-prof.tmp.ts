import { spawn } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { JsonClient } from './chat-http.ts';
import { runLoad, Tracker, combine } from './chat-load.ts';
import { createChatPairs, openChatSockets, PROJECT, closeAll } from './chat-setup.ts';
import { freePort } from './servers.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-prof-'));
await chmod(dir, 0o755);
const port = await freePort();
const pgPort = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/chatbench/prof', 'apps/server/dist/server.js'], {
  cwd: '/work/main',
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 400; i++) {
  try { if ((await fetch(`${url}/readyz`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 250));
}
const owner = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/kanghu`, max: 5 });
const api = new JsonClient(url, 50);
const tracker = new Tracker();
const pairs = await createChatPairs(owner, api, 500);
const socks = await openChatSockets(url, pairs, tracker.onSocketMessage);
const send = async (pair: number, d: 0 | 1, seq: number) => {
  const p = pairs[pair]!;
  const res = await api.request<{ success: boolean; msg?: string }>('POST', '/api/message/ask/record', { project: PROJECT, authorization: p.tokens[d] }, { askId: p.askId, type: 'text', text: `b:${seq}` });
  if (res.status !== 200 || !res.json.success) throw new Error(`${res.status} ${res.json.msg ?? ''}`);
};
const r = await runLoad('chat', { seconds: Number(process.env.S ?? 8), concurrency: Number(process.env.C ?? 50), pairs: 500, tracker, send });
console.log(combine('chat', [r]));
await closeAll(socks);
api.close();
await owner.end();
const exited = new Promise((res) => child.once('exit', res));
child.kill('SIGTERM');
await exited;
