import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { APP_ROLE } from './database.ts';

interface JournalEntry {
  idx: number;
  tag: string;
}

const LOCK_KEY = 727_274_001;

/** Tables the application role may insert into and read but never update or delete. */
export const APPEND_ONLY_TABLES = ['audit_events', 'points_entries'] as const;

/**
 * Tables whose rows every tenant's queries may read (their repos filter project_id themselves),
 * while writes keep the tenant check. Only derived search data without personal data belongs
 * here: under a tenant policy a text match (`@@`, not leakproof) may not use its GIN index, so a
 * rare word walked every row of the project (docs/decisions.md, "Article search without the
 * tenant barrier").
 */
export const READ_OPEN_TABLES = ['article_search'] as const;

/**
 * Applies the drizzle-kit SQL files of `dir` in journal order, each in its own transaction,
 * recorded in kanghu_migrations; then makes sure every table with a project_id column has
 * row-level security and the application role has its grants. Throws on any failure (the CLI
 * exits non-zero). Concurrent starters serialise on an advisory lock.
 */
export async function migrate(
  url: string,
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let applied = 0;
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'create table if not exists kanghu_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await client.query<{ tag: string }>('select tag from kanghu_migrations')).rows.map((r) => r.tag),
    );
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(entry.tag)) continue;
      const text = await readFile(path.join(dir, `${entry.tag}.sql`), 'utf8');
      const statements = text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await client.query('begin');
      try {
        for (const statement of statements) await client.query(statement);
        const hash = createHash('sha256').update(text).digest('hex');
        await client.query('insert into kanghu_migrations (tag, hash) values ($1, $2)', [entry.tag, hash]);
        await client.query('commit');
        applied++;
        log(`migration applied: ${entry.tag}`);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${entry.tag} failed: ${(error as Error).message}`);
      }
    }
    await client.query('begin');
    try {
      await ensureRowLevelSecurity(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
  return applied;
}

/** Idempotent: role, grants, and a tenant policy on every table that has project_id. */
async function ensureRowLevelSecurity(client: pg.Client): Promise<void> {
  await client.query(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
      create role ${APP_ROLE} nologin;
    end if;
  end $$`);
  await client.query(`grant ${APP_ROLE} to current_user`).catch(() => undefined);
  await client.query(`grant usage on schema public to ${APP_ROLE}`);
  await client.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await client.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
  await client.query(`revoke insert, update, delete on kanghu_migrations from ${APP_ROLE}`);
  // Append-only tables: the application inserts and reads, never rewrites history.
  for (const table of APPEND_ONLY_TABLES) {
    const exists = await client.query('select to_regclass($1) as t', [`public.${table}`]);
    if (exists.rows[0]?.t)
      await client.query(`revoke update, delete, truncate on "${table}" from ${APP_ROLE}`);
  }
  const tables = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'project_id'`,
  );
  for (const { table_name: table } of tables.rows) {
    await client.query(`alter table "${table}" enable row level security`);
    await client.query(`alter table "${table}" force row level security`);
    const exists = await client.query(
      `select 1 from pg_policies where tablename = $1 and policyname = 'tenant_isolation'`,
      [table],
    );
    if ((READ_OPEN_TABLES as readonly string[]).includes(table)) await readOpenPolicies(client, table);
    else if (exists.rowCount === 0) {
      await client.query(`create policy tenant_isolation on "${table}" to ${APP_ROLE} ${USING} ${CHECK}`);
    }
  }
}

const TENANT = `project_id = nullif(current_setting('app.project_id', true), '')::int`;
const USING = `using (${TENANT})`;
const CHECK = `with check (${TENANT})`;

/** A READ_OPEN_TABLES table: reads open to the app role, each write tenant-checked (idempotent). */
async function readOpenPolicies(client: pg.Client, table: string): Promise<void> {
  const policies: Record<string, string> = {
    tenant_isolation: `for insert to ${APP_ROLE} ${CHECK}`,
    tenant_update: `for update to ${APP_ROLE} ${USING} ${CHECK}`,
    tenant_delete: `for delete to ${APP_ROLE} ${USING}`,
    open_read: `for select to ${APP_ROLE} using (true)`,
  };
  const existing = await client.query<{ policyname: string; cmd: string }>(
    'select policyname, cmd from pg_policies where tablename = $1',
    [table],
  );
  const have = new Map(existing.rows.map((r) => [r.policyname, r.cmd]));
  // An older database has the one FOR ALL tenant policy: replace it.
  if (have.get('tenant_isolation') === 'ALL') {
    await client.query(`drop policy tenant_isolation on "${table}"`);
    have.delete('tenant_isolation');
  }
  for (const [name, body] of Object.entries(policies)) {
    if (!have.has(name)) await client.query(`create policy ${name} on "${table}" ${body}`);
  }
}
