import { BUILT_IN_QUESTIONNAIRES } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltIns } from '../../src/modules/questionnaire/repo.ts';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';

/** Built-in questionnaires shipped after a project's first use reach it; retired ones stay retired. */
describe('questionnaire built-ins', () => {
  let app: FastifyInstance;
  let p: TestProject;
  const codes = () =>
    withAdmin(async (c) =>
      (
        await c.query<{ code: string; active: boolean }>(
          'select code, active from questionnaires where project_id = $1 order by id',
          [p.id],
        )
      ).rows.map((r) => `${r.code}:${r.active}`),
    );
  const ensure = () => app.services.db.tenant(p.id, (tx) => ensureBuiltIns(tx, p.id));

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('adds every built-in once, and later only the ones the project never had', async () => {
    await ensure();
    await ensure();
    const all = BUILT_IN_QUESTIONNAIRES.map((d) => `${d.code}:true`);
    expect(await codes()).toEqual(all);

    // A built-in shipped later (here: one the project lost) is added on the next first use;
    // one the project retired (all its rows inactive) is not brought back.
    const [late, retired] = BUILT_IN_QUESTIONNAIRES.map((d) => d.code).slice(-2);
    await withAdmin((c) =>
      c.query('delete from questionnaires where project_id = $1 and code = $2', [p.id, late]),
    );
    await withAdmin((c) =>
      c.query('update questionnaires set active = false where project_id = $1 and code = $2', [
        p.id,
        retired,
      ]),
    );
    await ensure();
    const after = await codes();
    expect(after).toContain(`${late}:true`);
    expect(after).toContain(`${retired}:false`);
    expect(after).not.toContain(`${retired}:true`);
    expect(after).toHaveLength(BUILT_IN_QUESTIONNAIRES.length);
  });
});
