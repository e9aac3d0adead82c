import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../lib/startup-error.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (Linux /proc), '' when unknown. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function pidIn(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(100);
  }
  return !alive(pid);
}

/**
 * Makes a data folder safe to start on, whatever the last server left behind:
 * - another live Kanghu server on the same folder: refuse (two servers must never share one);
 * - a PostgreSQL still serving the folder after its server died (kill -9, OOM killer): stop it
 *   cleanly (fast shutdown: open transactions roll back, a checkpoint is written), then start anew;
 * - a postmaster.pid whose process is gone (power loss) or is another program now: remove it.
 * Claims the folder for this process; the answer releases the claim.
 */
export async function claimDataDir(dataDir: string, pgDir: string, log: (m: string) => void) {
  const claim = path.join(dataDir, 'server.pid');
  const owner = pidIn(claim);
  if (owner !== null && owner !== process.pid && alive(owner) && commandOf(owner).includes('node')) {
    throw new StartupError(
      `another Kanghu server (pid ${owner}) is using DATA_DIR ${dataDir}: stop it first, or set DATA_DIR to another folder`,
    );
  }
  writeFileSync(claim, `${process.pid}\n`);
  const postmaster = path.join(pgDir, 'postmaster.pid');
  const pid = existsSync(postmaster) ? pidIn(postmaster) : null;
  if (pid !== null && alive(pid) && commandOf(pid).includes('postgres')) {
    log(
      `a PostgreSQL (pid ${pid}) was left running on ${pgDir} by a server that stopped abnormally: stopping it`,
    );
    process.kill(pid, 'SIGINT');
    if (!(await waitGone(pid, 60_000))) {
      process.kill(pid, 'SIGQUIT');
      if (!(await waitGone(pid, 10_000)))
        throw new StartupError(
          `the PostgreSQL left running on ${pgDir} (pid ${pid}) does not stop: stop it by hand (kill ${pid}), then start again`,
        );
    }
  } else if (existsSync(postmaster)) {
    log(`removing a stale ${postmaster} (no PostgreSQL runs on it any more)`);
    rmSync(postmaster, { force: true });
  }
  return () => {
    if (pidIn(claim) === process.pid) unlinkSync(claim);
  };
}

/**
 * The watchdog script: polls the server's pid; when the server is gone without stopping the
 * database, fast-shuts the database down (SIGINT to the postmaster) and exits.
 */
const WATCHDOG = `
const [parent, postmaster] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
setInterval(() => {
  if (!alive(postmaster)) process.exit(0);
  if (!alive(parent)) { try { process.kill(postmaster, 'SIGINT'); } catch {} process.exit(0); }
}, 500);
`;

/**
 * Starts a small detached process that stops the database if this server dies without stopping
 * it; the answer stops the watchdog (after a normal database stop).
 */
export function startWatchdog(pgDir: string): () => void {
  const postmaster = pidIn(path.join(pgDir, 'postmaster.pid'));
  if (postmaster === null) return () => undefined;
  const child = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(postmaster)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return () => {
    try {
      child.kill();
    } catch {
      // already gone
    }
  };
}
