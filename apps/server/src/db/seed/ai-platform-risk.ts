import { ageOn, CDRS_MODEL, chineseDiabetesRiskScore } from '@kanghu/shared';
import type pg from 'pg';
import type { generator } from './cohort-people.ts';

const NOT_YET_REASONS = ['居民外出务工，暂无法随访', '已在上级医院规律随诊', '居民拒绝纳入管理'] as const;

/**
 * The stored diabetes risk (CDRS) of the yzh-yuhang residents, computed from their newest blood
 * pressure and weight readings through the shared model, as GET risk/prediction does; some of the
 * high-risk ones are already marked managed or not yet managed, so every tab has content.
 */
export async function insertRiskMarks(
  client: pg.Client,
  projectId: number,
  g: ReturnType<typeof generator>,
  now: Date,
): Promise<void> {
  const rows = await client.query<{
    id: number;
    sex: number;
    birthday: string;
    extra: { waist?: number; diabetesFamilyHistory?: boolean };
    sbp: number | null;
    bmi: number | null;
  }>(
    `select p.id, p.sex, p.birthday::text as birthday, p.extra,
       (select (m.values->>'systolic')::float from measurements m where m.patient_id = p.id and m.type = 'bp'
         order by m.measured_at desc limit 1) as sbp,
       (select (m.values->>'bmi')::float from measurements m where m.patient_id = p.id and m.type = 'weight'
         order by m.measured_at desc limit 1) as bmi
     from patients p where p.project_id = $1 and p.org_id in (select id from orgs where project_id = $1 and area_code is not null)`,
    [projectId],
  );
  const cols = {
    p: [] as number[],
    s: [] as number[],
    st: [] as number[],
    r: [] as Array<string | null>,
    i: [] as string[],
  };
  for (const r of rows.rows) {
    const age = ageOn(r.birthday, now);
    if (age === null || r.sbp === null || r.bmi === null) continue;
    const result = chineseDiabetesRiskScore({
      age,
      sex: r.sex === 1 ? 1 : 2,
      bmi: r.bmi,
      sbp: r.sbp,
      waist: r.extra.waist ?? null,
      familyHistory: r.extra.diabetesFamilyHistory ?? null,
    });
    if (!result) continue;
    const roll = g.next();
    const state = result.highRisk ? (roll < 0.2 ? 1 : roll < 0.3 ? 2 : 0) : 0;
    cols.p.push(r.id);
    cols.s.push(result.score);
    cols.st.push(state);
    cols.r.push(state === 2 ? g.pick(NOT_YET_REASONS) : null);
    cols.i.push(JSON.stringify(result.items));
  }
  await client.query(
    `insert into ai_patient_marks (project_id, patient_id, risk_model, risk_percent, risk_level, risk_inputs, risk_computed_at,
       danger_state, danger_reason)
     select $1, p, $2, s, case when s >= $3 then 'high' else 'low' end, i::jsonb, now(), st, r
     from unnest($4::int[], $5::float[], $6::int[], $7::text[], $8::text[]) as x(p, s, st, r, i)`,
    [projectId, CDRS_MODEL.key, CDRS_MODEL.highRiskFrom, cols.p, cols.s, cols.st, cols.r, cols.i],
  );
}
