import {
  type HealthIndexView,
  maskName,
  type QuestionnaireDefinition,
  type QuestionRecordDetail,
  type QuestionRecordView,
} from '@kanghu/shared';
import type { RecordRow } from './repo.ts';

export function recordView(r: RecordRow): QuestionRecordView {
  const t = r.record;
  const scoring = (r.definition as QuestionnaireDefinition).scoring;
  return {
    id: t.id,
    questionId: t.questionnaireId,
    questionName: r.questionName,
    patientId: t.patientId,
    patientName: r.patientName,
    total: t.total,
    max: scoring?.max ?? null,
    unit: scoring?.unit ?? null,
    level: t.level,
    tone: t.tone,
    text: t.resultText,
    advice: t.advice,
    flags: t.flags,
    evaluationType: t.evaluationType,
    via: t.via,
    answeredAt: t.answeredAt.toISOString(),
  };
}

/** Through a no-login link the name is masked: the phone may be someone else's. */
export function anonymousView(r: RecordRow): QuestionRecordView {
  return { ...recordView(r), patientName: maskName(r.patientName) };
}

export function recordDetailView(r: RecordRow): QuestionRecordDetail {
  return {
    ...recordView(r),
    definition: r.definition as QuestionnaireDefinition,
    formList: Object.entries(r.record.answers).map(([key, value]) => ({ key, value: value ?? null })),
  };
}

export function healthIndexOf(r: RecordRow): HealthIndexView {
  const d = r.definition as QuestionnaireDefinition;
  return { ...recordView(r), bands: d.scoring?.bands ?? [], source: d.source ?? null };
}
