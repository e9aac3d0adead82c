import { ostaOf } from '@kanghu/shared';
import type pg from 'pg';

/**
 * One FRAX input record of the demo patient 张三 (本人 of the 13800000001 account), entered two
 * weeks ago through the fzjjh flow, with the OSTA result of that day (issue 12).
 */
export async function seedFractureRisk(client: pg.Client, projectId: number): Promise<void> {
  const r = await client.query<{ id: number; user_id: number; birthday: string; sex: number }>(
    `select p.id, u.id as user_id, p.birthday::text as birthday, p.sex
     from patients p
     join patient_relations pr on pr.patient_id = p.id
     join users u on u.id = pr.user_id and u.tel = '13800000001' and u.project_id = $1
     where p.project_id = $1 and p.idcard = u.idcard and p.birthday is not null
     limit 1`,
    [projectId],
  );
  const p = r.rows[0];
  if (!p) return;
  const at = new Date(Date.now() - 14 * 86_400_000);
  const weight = 52;
  const osta = ostaOf(weight, p.birthday, at);
  await client.query(
    `insert into fracture_risk_assessments (project_id, patient_id, created_by_user_id, created_at, sex, birthday,
       height, weight, fracture, parent_fractured_hip, smoking, glucocorticoids, rheumatoid_arthritis,
       secondary_osteoporosis, alcohol_3_units, bmd_type, bmd_value, osta_age, osta_index, osta_band)
     values ($1,$2,$3,$4,$5,$6,156,$7,true,false,false,false,false,false,false,null,null,$8,$9,$10)`,
    [
      projectId,
      p.id,
      p.user_id,
      at,
      p.sex === 1 ? 1 : 2,
      p.birthday,
      weight,
      osta.age,
      osta.index,
      osta.band,
    ],
  );
}
