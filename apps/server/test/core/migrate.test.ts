import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { databaseUrl, randomKey, withAdmin } from '../fixtures.ts';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-mig-'));
  await mkdir(path.join(dir, 'meta'));
  const entries = Object.keys(files).map((tag, idx) => ({ idx, tag }));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ entries }));
  for (const [tag, sql] of Object.entries(files)) await writeFile(path.join(dir, `${tag}.sql`), sql);
  return dir;
}

describe('migration runner', () => {
  const name = randomKey('mig').replace('-', '_');
  let url: string;
  beforeAll(async () => {
    await withAdmin((c) => c.query(`create database ${name}`));
    const u = new URL(databaseUrl());
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  async function tables(): Promise<string[]> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema='public' order by 1`,
    );
    await c.end();
    return r.rows.map((x) => x.t);
  }

  it('applies each file once, in order, and secures tables that have project_id', async () => {
    const dir = await migrationsDir({
      '0000_a': 'create table projects (id int primary key);',
      '0001_b': 'create table notes (id int primary key, project_id int not null);',
    });
    expect(await migrate(url, dir)).toBe(2);
    expect(await migrate(url, dir)).toBe(0);
    expect(await tables()).toEqual(['kanghu_migrations', 'notes', 'projects']);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const rls = await c.query(
      `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'notes'`,
    );
    await c.end();
    expect(rls.rows[0]).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
  });

  it('rolls a failing file back whole and throws naming it', async () => {
    const dir = await migrationsDir({
      '0000_a': 'create table projects (id int primary key);',
      '0001_b': 'create table notes (id int primary key, project_id int not null);',
      '0002_bad': 'create table half (id int);\n--> statement-breakpoint\nselect * from no_such_table;',
    });
    await expect(migrate(url, dir)).rejects.toThrow(/0002_bad/);
    expect(await tables()).not.toContain('half');
  });

  it('opens reads of a search table to every tenant and keeps each write tenant-checked', async () => {
    const dir = await migrationsDir({
      '0000_a': 'create table projects (id int primary key);',
      '0001_b': 'create table notes (id int primary key, project_id int not null);',
      '0002_c': 'create table article_search (article_id int primary key, project_id int not null);',
    });
    await migrate(url, dir);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      // An older database had the one FOR ALL policy: the runner replaces it.
      await c.query('drop policy open_read on article_search');
      await c.query('drop policy tenant_isolation on article_search');
      await c.query(`create policy tenant_isolation on article_search to kanghu_app using (true)`);
      await migrate(url, dir);
      const policies = await c.query<{ policyname: string; cmd: string }>(
        `select policyname, cmd from pg_policies where tablename = 'article_search' order by 1`,
      );
      expect(policies.rows).toEqual([
        { policyname: 'open_read', cmd: 'SELECT' },
        { policyname: 'tenant_delete', cmd: 'DELETE' },
        { policyname: 'tenant_isolation', cmd: 'INSERT' },
        { policyname: 'tenant_update', cmd: 'UPDATE' },
      ]);
      await c.query('insert into projects values (1), (2)');
      await c.query('begin');
      await c.query('set local role kanghu_app');
      await c.query(`set local app.project_id = '1'`);
      await c.query('insert into article_search values (1, 1)');
      await expect(c.query('insert into article_search values (2, 2)')).rejects.toThrow(/row-level security/);
      await c.query('rollback');
    } finally {
      await c.end();
    }
  });
});
