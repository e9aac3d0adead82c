import { AI_RULES_CONFIG_KEY, aiRulesOf } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type AiWorld, aiCall, aiWorld, type Resident, reading, resident } from './helpers.ts';

const DAY = 86_400_000;
const A = '/api/local/yzh/330113';
const B = '/api/local/yzh/330110';

/**
 * The two district lists read patient_summaries (area_code, tracked_until, discovery_first_at /
 * discovery_last_at, migration 0042): these follow every writer, here as plain SQL and the API.
 */
describe('AI platform lists follow the summary triggers (issue 16 bench)', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r: Resident;
  const now = Date.now();
  const ids = async (path: string, who = w.a, area = A) => {
    const res = await aiCall(app, w, who, 'GET', `${area}/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { list: Array<{ patientId: number }>; total: number };
    expect(data.total).toBe(data.list.length);
    return data.list.map((x) => x.patientId);
  };
  const discovered = (who = w.a, area = A) => ids('patient/discovery/list', who, area);
  const reminded = (who = w.a, area = A) => ids('history/abnormal/reminder/list', who, area);
  const setRules = (value: unknown) =>
    withAdmin((c) =>
      c.query(
        `insert into configs (project_id, key, value) values ($1, $2, $3)
         on conflict (project_id, key) do update set value = excluded.value`,
        [w.p.id, AI_RULES_CONFIG_KEY, JSON.stringify(value)],
      ),
    );

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r = await resident(w.p, w.orgA, { name: '周摘要' });
  });
  afterAll(() => app.close());

  it('a reading is added: listed once the evidence reaches the rule, and reminded at once', async () => {
    await reading(w.p, r.id, 'bp', { systolic: 150, diastolic: 95 }, new Date(now - 3 * DAY));
    expect(await discovered()).toEqual([]);
    expect(await reminded()).toEqual([r.id]);
    await reading(w.p, r.id, 'bp', { systolic: 155, diastolic: 96 }, new Date(now - 2 * DAY));
    expect(await discovered()).toEqual([r.id]);
    // A normal reading changes neither list.
    await reading(w.p, r.id, 'bp', { systolic: 118, diastolic: 76 }, new Date(now - DAY));
    expect(await discovered()).toEqual([r.id]);
    expect(await reminded()).toEqual([r.id]);
    // Filtered totals count over the same index.
    expect(await ids(`patient/discovery/list?search=${encodeURIComponent('周摘')}`)).toEqual([r.id]);
    expect(await ids(`patient/discovery/list?search=${encodeURIComponent('无此人')}`)).toEqual([]);
    const mid = encodeURIComponent(new Date(now - 2.5 * DAY).toISOString());
    expect(await ids(`history/abnormal/reminder/list?startTime=${mid}`)).toEqual([r.id]);
    expect(await ids(`history/abnormal/reminder/list?endTime=${mid}`)).toEqual([]);
  });

  it('the rules change: the list follows the project config (the SQL twin of aiRulesOf)', async () => {
    await setRules({ discovery: { minEvidence: { 1: 3 } } });
    expect(await discovered()).toEqual([]);
    await setRules({ discovery: { minEvidence: { 1: 2.5 } } });
    expect(await discovered()).toEqual([r.id]);
    for (const value of [
      {},
      { discovery: { minEvidence: { 1: 0, 2: 5, 3: 'x', 4: 2.0 } } },
      { discovery: 7 },
    ]) {
      await setRules(value);
      const rules = aiRulesOf(value).discovery.minEvidence;
      const sqlRules = await withAdmin((c) =>
        c.query<{ t: number; n: number }>(
          'select t, ai_discovery_min_evidence($1, t::smallint) as n from generate_series(1, 4) t',
          [w.p.id],
        ),
      );
      expect(Object.fromEntries(sqlRules.rows.map((x) => [x.t, x.n]))).toEqual(rules);
    }
    await withAdmin((c) =>
      c.query('delete from configs where project_id = $1 and key = $2', [w.p.id, AI_RULES_CONFIG_KEY]),
    );
    expect(await discovered()).toEqual([r.id]);
  });

  it('a tracking takes the resident off the reminders; a later abnormal reading puts them back', async () => {
    const t = await aiCall(app, w, w.a, 'POST', `${A}/track/record`, {
      idcard: r.idcard,
      state: 1,
      handleWay: '电话随访',
      content: '已电话联系',
    });
    expect(t.statusCode, t.body).toBe(200);
    expect(await reminded()).toEqual([]);
    await reading(w.p, r.id, 'bp', { systolic: 168, diastolic: 104 }, new Date(now + 60_000));
    expect(await reminded()).toEqual([r.id]);
  });

  it('joining a management group takes the resident off discovery; leaving it puts them back', async () => {
    await withAdmin((c) =>
      c.query('insert into patient_diseases (project_id, patient_id, type, level) values ($1, $2, 1, 1)', [
        w.p.id,
        r.id,
      ]),
    );
    expect(await discovered()).toEqual([]);
    await withAdmin((c) => c.query('delete from patient_diseases where patient_id = $1', [r.id]));
    expect(await discovered()).toEqual([r.id]);
  });

  it("the resident's org moves: off the old district's lists (evidence stays with its org), and the org's district follows", async () => {
    await withAdmin((c) => c.query('update patients set org_id = $1 where id = $2', [w.orgB, r.id]));
    expect(await discovered()).toEqual([]);
    expect(await reminded()).toEqual([]);
    expect(await reminded(w.b, B)).toEqual([r.id]);
    // Discovery evidence was found in org A (as before the summary): not B's either.
    expect(await discovered(w.b, B)).toEqual([]);
    await withAdmin((c) => c.query('update patients set org_id = $1 where id = $2', [w.orgA, r.id]));
    expect(await discovered()).toEqual([r.id]);
    // The org itself moves district (its servicer then works in B: the project admin reads A).
    await withAdmin((c) => c.query(`update orgs set area_code = '330110' where id = $1`, [w.orgA]));
    expect(await reminded(w.admin, A)).toEqual([]);
    expect(await reminded(w.b, B)).toEqual([r.id]);
    await withAdmin((c) => c.query(`update orgs set area_code = '330113' where id = $1`, [w.orgA]));
    expect(await reminded()).toEqual([r.id]);
  });

  it('the district counters equal a count from scratch after all of the above', async () => {
    const q = await withAdmin((c) =>
      c.query(
        `select s.area_code, count(*) filter (where discovery_last_at is not null)::int as discovery,
           count(*) filter (where last_abnormal_at > coalesce(tracked_until, '-infinity'))::int as untracked,
           (select row(k.discovery, k.untracked)::text from ai_list_counts k
             where k.project_id = s.project_id and k.area_code = s.area_code) as kept
         from patient_summaries s where s.project_id = $1 and s.area_code is not null group by s.project_id, s.area_code`,
        [w.p.id],
      ),
    );
    for (const row of q.rows) expect(row.kept ?? '(0,0)').toBe(`(${row.discovery},${row.untracked})`);
  });
});
