import { MEASUREMENT_TYPES } from '@kanghu/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { devices, measurements, patientRelations, users } from '../../db/schema/index.ts';
import type { ReadingFields } from './list-views.ts';

/** The accounts bound to a patient (family), in binding order. */
export function boundAccounts(tx: Tx, patientId: number) {
  return tx
    .select({
      userId: users.id,
      name: users.name,
      nickName: users.nickName,
      tel: users.tel,
      relation: patientRelations.relation,
    })
    .from(patientRelations)
    .innerJoin(users, eq(users.id, patientRelations.userId))
    .where(and(eq(patientRelations.patientId, patientId), eq(users.status, 'active')))
    .orderBy(asc(patientRelations.id));
}

/** The devices bound to a patient, newest binding first. */
export function patientDevices(tx: Tx, patientId: number) {
  return tx
    .select({
      id: devices.id,
      serial: devices.serial,
      brand: devices.deviceBrand,
      model: devices.deviceModel,
      measureType: devices.deviceMeasureType,
      bindType: devices.bindType,
      boundAt: devices.boundAt,
    })
    .from(devices)
    .where(eq(devices.patientId, patientId))
    .orderBy(sql`${devices.boundAt} desc nulls last`, asc(devices.id));
}

/** The newest reading of each type (one index probe per type). */
export async function latestPerType(tx: Tx, patientId: number): Promise<ReadingFields[]> {
  const m = measurements;
  const result = await tx.execute<{
    id: number;
    type: string;
    values: Record<string, number>;
    period: string | null;
    level: string;
    abnormal: boolean;
    measured_at: Date;
  }>(sql`
    select r.* from unnest(${`{${MEASUREMENT_TYPES.join(',')}}`}::text[]) with ordinality as t(type, n)
    cross join lateral (
      select ${m.id} as id, ${m.type} as type, ${m.values} as values, ${m.period} as period,
             ${m.level} as level, ${m.abnormal} as abnormal, ${m.measuredAt} as measured_at
      from ${m} where ${m.patientId} = ${patientId} and ${m.type} = t.type
      order by ${m.measuredAt} desc, ${m.id} desc limit 1
    ) r
    order by t.n`);
  return result.rows.map((r) => ({ ...r, measuredAt: new Date(r.measured_at) }));
}
