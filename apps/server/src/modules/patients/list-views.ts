import {
  type DiseaseView,
  type DoctorPatientItem,
  diseaseArchiveLabels,
  diseaseLevelName,
  gradeTone,
  levelLabel,
  type MeasurementType,
  type ReadingBrief,
} from '@kanghu/shared';
import type { DiseaseRow, ListRow } from './list-repo.ts';
import { diseaseName, toListItem } from './views.ts';

export function toDiseaseView(d: DiseaseRow): DiseaseView {
  return {
    type: d.type,
    name: diseaseName(d.type),
    level: d.level,
    levelName: diseaseLevelName(d.type, d.level),
    specialState: d.specialState,
    aiFile: d.aiFile,
    phFile: d.phFile,
    archive: diseaseArchiveLabels(d),
  };
}

export interface ReadingFields {
  id: number;
  type: string;
  values: Record<string, number>;
  period: string | null;
  level: string;
  abnormal: boolean;
  measuredAt: Date;
}

export function toReadingBrief(m: ReadingFields): ReadingBrief {
  const type = m.type as MeasurementType;
  return {
    id: m.id,
    type,
    values: m.values,
    period: m.period,
    level: m.level,
    levelLabel: levelLabel(type, m.level, m.period),
    tone: gradeTone(m.level, m.abnormal),
    abnormal: m.abnormal,
    measureTime: m.measuredAt.toISOString(),
  };
}

/** A row of the doctor's list: ID and phone masked (views.ts toListItem). */
export function toDoctorItem(r: ListRow, abnormalSince: Date): DoctorPatientItem {
  return {
    ...toListItem(r.p, r.doctorName, null),
    diseases: r.diseases.map(toDiseaseView),
    tags: r.tags,
    latestReading: r.reading ? toReadingBrief(r.reading) : null,
    lastAbnormalAt: r.lastAbnormalAt?.toISOString() ?? null,
    abnormalRecent: r.lastAbnormalAt !== null && r.lastAbnormalAt.getTime() >= abnormalSince.getTime(),
  };
}
