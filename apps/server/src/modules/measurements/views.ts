import { levelLabel, type MeasurementType, type MeasurementView } from '@kanghu/shared';
import type { MeasurementRow } from './repo.ts';

export function toView(m: MeasurementRow): MeasurementView {
  const type = m.type as MeasurementType;
  return {
    id: m.id,
    patientId: m.patientId,
    type,
    values: m.values,
    unit: m.unit,
    loinc: m.loinc,
    source: m.source,
    deviceId: m.deviceId,
    measureTime: m.measuredAt.toISOString(),
    period: m.period,
    remark: m.remark,
    level: m.level,
    levelLabel: levelLabel(type, m.level, m.period),
    abnormal: m.abnormal,
    createdAt: m.createdAt.toISOString(),
  };
}
