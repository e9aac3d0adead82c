import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/crypto.ts';

export const TEST_PASSWORD = 'Test@2026pw';
let passwordHash: Promise<string> | null = null;

export function databaseUrl(): string {
  return inject('databaseUrl');
}

/** An app on the test database; pass env overrides as needed. Close it in afterAll. */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...env });
  config.databaseUrl = databaseUrl();
  const app = await buildApp(config);
  await app.ready();
  return app;
}

/** Owner connection for fixtures (bypasses RLS on purpose: it sets up tenants). */
export async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestProject {
  id: number;
  key: string;
  orgId: number;
  orgCode: string;
}

export function randomKey(prefix = 't'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A fresh project (tenant) with one org; random key so tests never collide. */
export async function createProject(
  overrides: { indexPath?: string; defaultPath?: string } = {},
): Promise<TestProject> {
  const key = randomKey('proj');
  const orgCode = `ORG${randomBytes(3).toString('hex').toUpperCase()}`;
  return withAdmin(async (c) => {
    const settings = {
      mobileInitConfigList: [{ name: key, indexPath: '/health/user/index' }],
      modules: ['measure'],
      chatConfig: { babyList: [] },
      theme: {},
      features: {
        aiHealthBank: false,
        localInfo: false,
        wenzhouCluster: false,
        maskName: false,
        patientPortClosed: false,
      },
      wxgzId: `wx${randomBytes(6).toString('hex')}`,
      serverArea: 'base',
    };
    const p = await c.query<{ id: number }>(
      `insert into projects (key, name, org_code, domain, index_path, default_path, settings) values ($1,$2,$3,$4,$5,$6,$7) returning id`,
      [
        key,
        `测试项目${key}`,
        orgCode,
        `${key}.test.local`,
        overrides.indexPath ?? null,
        overrides.defaultPath ?? '/health/user/login',
        settings,
      ],
    );
    const id = p.rows[0]?.id ?? 0;
    const o = await c.query<{ id: number }>(
      `insert into orgs (project_id, code, name) values ($1,$2,'测试机构') returning id`,
      [id, orgCode],
    );
    return { id, key, orgId: o.rows[0]?.id ?? 0, orgCode };
  });
}

export interface TestUser {
  id: number;
  tel: string;
  username: string;
  password: string;
  idcard: string | null;
  name: string;
}

let telCounter = Math.floor(Math.random() * 1e7);
export function randomTel(): string {
  telCounter = (telCounter + 1) % 1e8;
  return `139${String(telCounter).padStart(8, '0')}`;
}

/** A user inserted directly (password TEST_PASSWORD); doctors also get a doctors row. */
export async function createUser(
  project: TestProject,
  fields: {
    userType?: 'customer' | 'servicer';
    role?: string;
    name?: string;
    idcard?: string | null;
    tel?: string;
  } = {},
): Promise<TestUser & { doctorId: number | null }> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const tel = fields.tel ?? randomTel();
  const username = randomKey('user');
  const role = fields.role ?? 'patient';
  const userType = fields.userType ?? (role === 'patient' || role === 'learner' ? 'customer' : 'servicer');
  const name = fields.name ?? '测试用户';
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into users (project_id, user_type, role, username, tel, name, idcard, password_hash, org_id)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9) returning id`,
      [project.id, userType, role, username, tel, name, fields.idcard ?? null, hash, project.orgId],
    );
    const id = r.rows[0]?.id ?? 0;
    let doctorId: number | null = null;
    if (userType === 'servicer') {
      const d = await c.query<{ id: number }>(
        `insert into doctors (project_id, user_id, org_id, name, is_assistant) values ($1,$2,$3,$4,$5) returning id`,
        [project.id, id, project.orgId, name, role === 'assistant'],
      );
      doctorId = d.rows[0]?.id ?? null;
    }
    return { id, tel, username, password: TEST_PASSWORD, idcard: fields.idcard ?? null, name, doctorId };
  });
}

/** Inject with the project header (and token when given). */
export function call(
  app: FastifyInstance,
  project: TestProject | string,
  options: InjectOptions & { token?: string },
) {
  const { token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      project: typeof project === 'string' ? project : project.key,
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
  });
}
