import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_ENTRY } from '../fixtures/paths.ts';
import { freePort } from '../fixtures/ports.ts';

/**
 * The embedded default survives a crash of the server process (kill -9, as the OOM killer does):
 * the server comes back on its own data folder, ready, with every acknowledged write; and it
 * starts over a stale postmaster.pid (power loss). No browser: the built server and HTTP only.
 */
interface Running {
  child: ChildProcess;
  url: string;
  log: string;
}

let dataDir: string;
let port: number;
let pgPort: number;
let run = 0;

async function start(): Promise<Running> {
  run += 1;
  const log = path.join(dataDir, `server-${run}.log`);
  const out = createWriteStream(log);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited ${child.exitCode}:\n${await readFile(log, 'utf8')}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, log };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready:\n${await readFile(log, 'utf8')}`);
}

/** Resolves once the process is gone; a process killed by a signal has signalCode set, not exitCode. */
function exited(child: ChildProcess): Promise<void> {
  const gone = child.exitCode !== null || child.signalCode !== null;
  return gone ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function api<T>(url: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${p}`, {
    method,
    headers: {
      Project: 'demo',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: T; msg?: string };
  if (!answer.success) throw new Error(`${method} ${p}: ${response.status} ${answer.msg}`);
  return answer.data;
}

async function signIn(url: string) {
  const session = await api<{ token: string }>(url, 'POST', '/api/user/app/login', {
    username: '13800000001',
    password: 'Demo@2026',
  });
  const mine = await api<{ patient: { id: number } | null; patientList: Array<{ id: number }> }>(
    url,
    'GET',
    '/api/user/mine',
    undefined,
    session.token,
  );
  const patientId = mine.patient?.id ?? mine.patientList[0]?.id;
  if (!patientId) throw new Error('the demo patient has no patient');
  return { token: session.token, patientId };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kanghu-crash-'));
  await chmod(dataDir, 0o755);
  [port, pgPort] = [await freePort(), await freePort()];
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('When the server process is killed', () => {
  it('it comes back on the same data folder with every acknowledged write', async () => {
    const first = await start();
    const { token, patientId } = await signIn(first.url);
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (client: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const row = await api<{ id: number }>(
            first.url,
            'POST',
            '/api/patient/blood/pressure',
            { patientId, high: 120 + (i % 20), low: 80, measureTime: Date.now() - client * 1000 },
            token,
          );
          acknowledged.push(row.id);
        } catch {
          return; // the server is gone: unacknowledged writes may or may not be stored
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1_500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThan(10);

    const second = await start();
    try {
      expect(await readFile(second.log, 'utf8')).not.toContain('undefined');
      const again = await signIn(second.url);
      for (const id of acknowledged) {
        const row = await api<{ id: number; patientId: number }>(
          second.url,
          'GET',
          `/api/patient/life/measurement/${id}`,
          undefined,
          again.token,
        );
        expect(row.patientId).toBe(patientId);
      }
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 300_000);

  it('it starts over a stale postmaster.pid left by a power loss', async () => {
    const pidFile = path.join(dataDir, 'data', 'pg', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(false);
    // A pid that belongs to no PostgreSQL: this test's own process.
    writeFileSync(pidFile, `${process.pid}\n${path.dirname(pidFile)}\n0\n${pgPort}\n`);
    const third = await start();
    try {
      expect((await fetch(`${third.url}/readyz`)).ok).toBe(true);
      await signIn(third.url);
    } finally {
      third.child.kill('SIGTERM');
      await exited(third.child);
    }
  }, 120_000);
});
