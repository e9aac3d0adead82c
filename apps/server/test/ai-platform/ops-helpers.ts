import { withAdmin } from '../fixtures.ts';
import type { AiWorld } from './helpers.ts';

/** A follow plan of a patient (open and unheld unless told). */
export async function plan(
  w: AiWorld,
  patientId: number,
  orgId: number,
  f: { state?: string; personUserId?: number | null; actual?: boolean } = {},
): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into follow_plans (project_id, patient_id, org_id, follow_mode, follow_frequency, plan_time, state,
         follow_person_user_id, actual_time, actual_person_user_id, follow_content)
       values ($1, $2, $3, 3, 'quarterly', now() + interval '1 day', $4, $5, $6, $7, '高血压季度随访') returning id`,
      [
        w.p.id,
        patientId,
        orgId,
        f.state ?? 'open',
        f.personUserId ?? null,
        f.actual ? new Date() : null,
        f.actual ? f.personUserId : null,
      ],
    );
    return r.rows[0]?.id ?? 0;
  });
}

/** An IoT device with one reading of `type` sent now. */
export async function deviceWithReading(
  w: AiWorld,
  patientId: number,
  serial: string,
  type: string,
  values: Record<string, number>,
): Promise<void> {
  await withAdmin(async (c) => {
    const d = await c.query<{ id: number }>(
      `insert into devices (project_id, serial, device_measure_type, patient_id) values ($1, $2, $3, $4) returning id`,
      [w.p.id, serial, type, patientId],
    );
    await c.query(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, device_id, measured_at, level)
       values ($1, $2, $3, $4, 'mm[Hg]', '85354-9', 'iot', $5, now(), 'normal')`,
      [w.p.id, patientId, type, JSON.stringify(values), d.rows[0]?.id],
    );
  });
}
