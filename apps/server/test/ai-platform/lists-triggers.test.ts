import { AI_RULES_CONFIG_KEY } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAdmin } from '../fixtures.ts';
import { type AiWorld, aiWorld, type Resident, reading, resident } from './helpers.ts';

const DAY = 86_400_000;
const HIGH = { systolic: 150, diastolic: 95 };

/**
 * Migration 0045 (the AI lists' write cost): the discovery span moves incrementally on the summary
 * (least/greatest) and is recounted only when a row leaves an edge. After every kind of write the
 * state the triggers keep must equal the set-based rebuild from scratch (patient_summaries_rebuild_ai
 * and ai_list_counts_rebuild, the bulk loads' rebuild), which is also checked here.
 */
describe('AI list triggers: incremental span equals the rebuild from scratch', () => {
  let app: FastifyInstance;
  let w: AiWorld;
  let r: Resident;
  let q: Resident;
  const t0 = Date.now() - 30 * DAY;
  const at = (days: number) => new Date(t0 + days * DAY);

  const STATE = `select coalesce(json_agg(x order by x.patient_id), '[]') as s from (
      select patient_id, area_code, tracked_until, discovery_first_at, discovery_last_at
      from patient_summaries where project_id = $1) x`;
  const COUNTS = `select coalesce(json_agg(k order by k.area_code), '[]') as s from (
      select area_code, discovery, untracked from ai_list_counts where project_id = $1) k`;
  /** The triggers' state, then the same after a rebuild from scratch (rolled back). */
  const states = () =>
    withAdmin(async (c) => {
      const kept = [(await c.query(STATE, [w.p.id])).rows[0].s, (await c.query(COUNTS, [w.p.id])).rows[0].s];
      await c.query('begin');
      await c.query(
        `update patient_summaries set area_code = null, tracked_until = null, discovery_first_at = null,
           discovery_last_at = null where project_id = $1`,
        [w.p.id],
      );
      await c.query('update ai_list_counts set discovery = 7, untracked = 7 where project_id = $1', [w.p.id]);
      await c.query('select patient_summaries_rebuild_ai($1)', [w.p.id]);
      await c.query('select ai_list_counts_rebuild($1)', [w.p.id]);
      const rebuilt = [
        (await c.query(STATE, [w.p.id])).rows[0].s,
        (await c.query(COUNTS, [w.p.id])).rows[0].s,
      ];
      await c.query('rollback');
      return { kept, rebuilt };
    });
  const expectConsistent = async () => {
    const { kept, rebuilt } = await states();
    expect(kept).toEqual(rebuilt);
    return kept[0] as Array<{
      patient_id: number;
      discovery_first_at: string | null;
      discovery_last_at: string | null;
    }>;
  };
  const span = async (who: Resident) => {
    const row = (await expectConsistent()).find((x) => x.patient_id === who.id);
    const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
    return [iso(row?.discovery_first_at), iso(row?.discovery_last_at)];
  };
  const sql = (text: string, values: unknown[]) => withAdmin((c) => c.query(text, values));

  beforeAll(async () => {
    app = await createTestApp();
    w = await aiWorld(app);
    r = await resident(w.p, w.orgA, { name: '甲增量' });
    q = await resident(w.p, w.orgA, { name: '乙增量' });
  });
  afterAll(() => app.close());

  it('readings in and out of time order: the span follows, one and two diseases', async () => {
    await reading(w.p, r.id, 'bp', HIGH, at(10));
    expect(await span(r)).toEqual([null, null]);
    await reading(w.p, r.id, 'bp', HIGH, at(5));
    expect(await span(r)).toEqual([at(5).toISOString(), at(5).toISOString()]);
    await reading(w.p, r.id, 'bp', HIGH, at(2));
    await reading(w.p, r.id, 'bp', HIGH, at(12));
    expect(await span(r)).toEqual([at(2).toISOString(), at(2).toISOString()]);
    await reading(w.p, r.id, 'bg', { glucose: 9.1 }, at(8), 'fasting');
    await reading(w.p, r.id, 'bg', { glucose: 9.4 }, at(9), 'fasting');
    expect(await span(r)).toEqual([at(2).toISOString(), at(8).toISOString()]);
    await reading(w.p, r.id, 'bg', { glucose: 9.0 }, at(1), 'fasting');
    expect(await span(r)).toEqual([at(1).toISOString(), at(2).toISOString()]);
  });

  it('hand edits of ai_discoveries: found_at off an edge, evidence under the rule, keys, deletes', async () => {
    // The first edge (diabetes, day 1) moves later than the other disease: recounted.
    await sql('update ai_discoveries set found_at = $1 where patient_id = $2 and disease_type = 2', [
      at(20),
      r.id,
    ]);
    expect(await span(r)).toEqual([at(2).toISOString(), at(20).toISOString()]);
    // An interior value and the last edge.
    await sql('update ai_discoveries set found_at = $1 where patient_id = $2 and disease_type = 2', [
      at(3),
      r.id,
    ]);
    expect(await span(r)).toEqual([at(2).toISOString(), at(3).toISOString()]);
    // Evidence below the rule, then back.
    await sql('update ai_discoveries set evidence_count = 1 where patient_id = $1 and disease_type = 1', [
      r.id,
    ]);
    expect(await span(r)).toEqual([at(3).toISOString(), at(3).toISOString()]);
    await sql('update ai_discoveries set evidence_count = 4 where patient_id = $1 and disease_type = 1', [
      r.id,
    ]);
    expect(await span(r)).toEqual([at(2).toISOString(), at(3).toISOString()]);
    // The row moves to the other resident, to the other org, then to another disease type.
    await sql('update ai_discoveries set patient_id = $1 where patient_id = $2 and disease_type = 2', [
      q.id,
      r.id,
    ]);
    expect(await span(q)).toEqual([at(3).toISOString(), at(3).toISOString()]);
    expect(await span(r)).toEqual([at(2).toISOString(), at(2).toISOString()]);
    await sql('update ai_discoveries set org_id = $1 where patient_id = $2', [w.orgB, q.id]);
    expect(await span(q)).toEqual([null, null]);
    await sql('update ai_discoveries set org_id = $1, disease_type = 3 where patient_id = $2', [
      w.orgA,
      q.id,
    ]);
    expect(await span(q)).toEqual([at(3).toISOString(), at(3).toISOString()]);
    // Deletes: at the only edge, then of a row below the rule.
    await sql('delete from ai_discoveries where patient_id = $1', [q.id]);
    expect(await span(q)).toEqual([null, null]);
  });

  it('group membership, rules, tracking and org moves keep the same state as the rebuild', async () => {
    await sql('insert into patient_diseases (project_id, patient_id, type, level) values ($1, $2, 1, 1)', [
      w.p.id,
      r.id,
    ]);
    expect(await span(r)).toEqual([null, null]);
    await sql('update patient_diseases set level = 2 where patient_id = $1', [r.id]);
    expect(await span(r)).toEqual([null, null]);
    await sql('delete from patient_diseases where patient_id = $1', [r.id]);
    expect(await span(r)).toEqual([at(2).toISOString(), at(2).toISOString()]);
    await sql(
      `insert into configs (project_id, key, value) values ($1, $2, $3)
       on conflict (project_id, key) do update set value = excluded.value`,
      [w.p.id, AI_RULES_CONFIG_KEY, JSON.stringify({ discovery: { minEvidence: { 1: 5 } } })],
    );
    expect(await span(r)).toEqual([null, null]);
    await reading(w.p, r.id, 'bp', HIGH, at(0));
    expect(await span(r)).toEqual([at(0).toISOString(), at(0).toISOString()]);
    await sql('delete from configs where project_id = $1 and key = $2', [w.p.id, AI_RULES_CONFIG_KEY]);
    await sql(
      `insert into ai_patient_marks (project_id, patient_id, tracked_until) values ($1, $2, now())
       on conflict (project_id, patient_id) do update set tracked_until = excluded.tracked_until`,
      [w.p.id, r.id],
    );
    await expectConsistent();
    await sql('update patients set org_id = $1 where id = $2', [w.orgB, r.id]);
    expect(await span(r)).toEqual([null, null]);
    await sql('update patients set org_id = $1 where id = $2', [w.orgA, r.id]);
    expect(await span(r)).toEqual([at(0).toISOString(), at(0).toISOString()]);
  });

  it('a plain reading leaves the AI columns and counters alone (column-specific counter trigger)', async () => {
    const before = await states();
    await reading(w.p, q.id, 'bp', { systolic: 118, diastolic: 76 }, new Date());
    const after = await states();
    expect(after.kept).toEqual(before.kept);
    expect(after.rebuilt).toEqual(after.kept);
  });
});
