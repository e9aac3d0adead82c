import type { Database } from '../../db/database.ts';
import type { RecordValues } from './repo.ts';

/**
 * The patient's submit in ONE round trip (as the IoT ingestion, modules/devices/fast-insert.ts):
 * the statement sets app.project_id for its own implicit transaction in a CTE, and every read
 * and write of it runs after that row exists (the insert selects FROM the tenant row, the
 * patient check is a subquery correlated to it, the draft delete and the name are read from the
 * inserted row), so row-level security applies exactly as in `db.tenant`; were the setting not
 * visible, the policies would hide every row and refuse the insert (fails closed).
 * Visibility is the customer rule of core/access.ts visibleTo: the patient is bound to the
 * caller through patient_relations. Answers null when it is not (the caller answers 404).
 */
export const CUSTOMER_RECORD_SQL = `with tenant as (select set_config('app.project_id', $1::text, true) as pid),
ins as (
  insert into questionnaire_records
    (project_id, questionnaire_id, patient_id, submitted_by_user_id, via, answers, total, level, tone,
     result_text, advice, flags, evaluation_type, relation_id, research_path_item_record_id, answered_at)
  select $2::int, $3::int, $4::int, $5::int, 'app', $6::jsonb, $7::real, $8::text, $9::text,
         $10::text, $11::text, $12::jsonb, $13::int, $14::int, $15::int, $16::timestamptz
  from tenant
  where exists (
    select 1 from patient_relations r
    where r.patient_id = $4::int and r.user_id = $5::int and r.project_id = tenant.pid::int
  )
  returning id, patient_id, questionnaire_id, answered_at
),
gone as (
  delete from questionnaire_drafts d using ins
  where d.project_id = $2::int and d.patient_id = ins.patient_id and d.questionnaire_id = ins.questionnaire_id
)
select ins.id, ins.answered_at, (select p.name from patients p where p.id = ins.patient_id) as patient_name
from ins`;

export async function insertCustomerRecord(
  db: Database,
  v: RecordValues & { projectId: number; submittedByUserId: number; answeredAt: Date },
): Promise<{ id: number; answeredAt: Date; patientName: string } | null> {
  const result = await db.pool.query<{ id: number; answered_at: Date; patient_name: string | null }>({
    name: 'question_record_insert_v1',
    text: CUSTOMER_RECORD_SQL,
    values: [
      String(v.projectId),
      v.projectId,
      v.questionnaireId,
      v.patientId,
      v.submittedByUserId,
      JSON.stringify(v.answers),
      v.total ?? null,
      v.level ?? null,
      v.tone ?? null,
      v.resultText ?? null,
      v.advice ?? null,
      JSON.stringify(v.flags ?? []),
      v.evaluationType ?? null,
      v.relationId ?? null,
      v.researchPathItemRecordId ?? null,
      v.answeredAt,
    ],
  });
  const row = result.rows[0];
  if (!row) return null;
  return { id: row.id, answeredAt: row.answered_at, patientName: row.patient_name ?? '' };
}
