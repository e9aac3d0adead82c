import type { prepareReading } from '@kanghu/shared';
import type { Database } from '../../db/database.ts';

/**
 * The IoT hot path: one reading in ONE round trip. The statement sets app.project_id for its
 * own implicit transaction (set_config is_local) in a CTE and inserts from it, so row-level
 * security checks the row against the tenant exactly as `db.tenant` would; if the setting were
 * not visible the WITH CHECK policy would refuse the row (fails closed). A named statement is
 * parsed once per connection. db.tenant (BEGIN, set_config, INSERT, COMMIT) costs four.
 */
const SQL = `with tenant as (select set_config('app.project_id', $1::text, true))
insert into measurements
  (project_id, patient_id, type, values, unit, loinc, source, device_id, measured_at, period, remark, level, abnormal, created_by_user_id)
select $2::int, $3::int, $4::text, $5::jsonb, $6::text, $7::text, $8::text, $9::int, $10::timestamptz,
       $11::text, $12::text, $13::text, $14::boolean, $15::int
from tenant
returning id, created_at`;

export async function insertReadingFast(
  db: Database,
  r: ReturnType<typeof prepareReading>,
): Promise<{ id: number; createdAt: Date }> {
  const result = await db.pool.query<{ id: number; created_at: Date }>({
    name: 'iot_insert_measurement_v1',
    text: SQL,
    values: [
      String(r.projectId),
      r.projectId,
      r.patientId,
      r.type,
      JSON.stringify(r.values),
      r.unit,
      r.loinc,
      r.source,
      r.deviceId,
      r.measuredAt,
      r.period,
      r.remark,
      r.level,
      r.abnormal,
      r.createdByUserId,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error('measurement insert returned nothing');
  return { id: row.id, createdAt: row.created_at };
}
