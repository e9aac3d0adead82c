import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, cleanup: () => Promise<void> = async () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup();
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The built Kanghu server on a fresh embedded database (seeded with the demo data). */
export async function startKanghu(
  env: Record<string, string> = {},
): Promise<Running & { pgPort: number; pgUrl: string; cpuSeconds: () => number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-bench-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  // BENCH_SERVER_ARGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return {
    url,
    pgPort,
    /** Owner connection to the embedded database (bypasses row-level security: set-up only). */
    pgUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/kanghu`,
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: stopper(child, () => rm(dir, { recursive: true, force: true })),
  };
}

/** A bare Fastify 5 JSON route in its own process: the ceiling for one Node process here. */
export async function startBareFastify(): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url)), String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child);
  return { url, stop: stopper(child) };
}
