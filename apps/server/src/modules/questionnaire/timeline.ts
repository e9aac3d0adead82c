import { eq, sql } from 'drizzle-orm';
import { type PatientTimeline, timelineSource } from '../../core/patient-timeline.ts';
import { questionnaireRecords, questionnaires } from '../../db/schema/index.ts';

const r = questionnaireRecords;
const q = questionnaires;

/** Questionnaires the patient answered, with the band of scored ones. */
const records = timelineSource(
  'question',
  { patient: r.patientId, at: r.answeredAt, id: r.id },
  (tx, key) =>
    tx
      .select({ ...key, row: r, name: q.name, by: sql<null>`null` })
      .from(r)
      .innerJoin(q, eq(q.id, r.questionnaireId))
      .$dynamic(),
  (x) => ({
    title: `问卷·${x.name}`,
    text: [
      x.row.total !== null ? `${x.row.total}分` : '已提交',
      x.row.level,
      x.row.via === 'link' ? '免登录链接' : null,
    ]
      .filter(Boolean)
      .join('，'),
    tone: x.row.tone ?? 'normal',
  }),
);

export function registerQuestionnaireTimeline(timeline: PatientTimeline): void {
  timeline.register('question', records);
}
