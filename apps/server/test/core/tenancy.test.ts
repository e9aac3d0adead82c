import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createProject, createTestApp, createUser, type TestProject } from '../fixtures.ts';

describe('tenancy choke point (row-level security)', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let userA: number;

  beforeAll(async () => {
    app = await createTestApp();
    a = await createProject();
    b = await createProject();
    userA = (await createUser(a)).id;
  });
  afterAll(() => app.close());

  it('when I read project A rows inside project B, I see nothing even without a WHERE on project_id', async () => {
    const { db } = app.services;
    const inA = await db.tenant(a.id, (tx) => tx.select().from(users).where(eq(users.id, userA)));
    const inB = await db.tenant(b.id, (tx) => tx.select().from(users).where(eq(users.id, userA)));
    expect(inA).toHaveLength(1);
    expect(inB).toHaveLength(0);
  });

  it('refuses writes of rows that belong to another project', async () => {
    const { db } = app.services;
    await expect(
      db.tenant(b.id, (tx) =>
        tx.insert(users).values({ projectId: a.id, userType: 'customer', role: 'patient', name: 'x' }),
      ),
    ).rejects.toThrow();
    const updated = await db.tenant(b.id, (tx) =>
      tx.update(users).set({ name: 'hacked' }).where(eq(users.id, userA)).returning({ id: users.id }),
    );
    expect(updated).toHaveLength(0);
  });

  it('sees nothing at all outside a tenant transaction', async () => {
    const rows = await app.services.db.orm.select().from(users).where(eq(users.id, userA));
    expect(rows).toHaveLength(0);
  });

  it('a token of project A is refused in project B', async () => {
    const token = await app.services.sessions.issue(a.id, userA, {});
    expect(await app.services.sessions.resolve(a.id, token)).not.toBeNull();
    expect(await app.services.sessions.resolve(b.id, token)).toBeNull();
  });
});
