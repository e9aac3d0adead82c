import { and, desc, eq } from 'drizzle-orm';
import {
  timelineBefore as before,
  type PatientTimeline,
  type TimelineSource,
} from '../../core/patient-timeline.ts';
import { questionnaireRecords, questionnaires } from '../../db/schema/index.ts';

/** Questionnaires the patient answered, with the band of scored ones. */
const records: TimelineSource = async (tx, patientId, { bound, limit }) => {
  const r = questionnaireRecords;
  const rows = await tx
    .select({
      id: r.id,
      at: r.answeredAt,
      name: questionnaires.name,
      total: r.total,
      level: r.level,
      tone: r.tone,
      via: r.via,
    })
    .from(r)
    .innerJoin(questionnaires, eq(questionnaires.id, r.questionnaireId))
    .where(and(eq(r.patientId, patientId), before(r.answeredAt, r.id, bound)))
    .orderBy(desc(r.answeredAt), desc(r.id))
    .limit(limit);
  return rows.map((x) => ({
    kind: 'question',
    id: x.id,
    at: x.at,
    title: `问卷·${x.name}`,
    text: [x.total !== null ? `${x.total}分` : '已提交', x.level, x.via === 'link' ? '免登录链接' : null]
      .filter(Boolean)
      .join('，'),
    tone: x.tone ?? 'normal',
    by: null,
  }));
};

export function registerQuestionnaireTimeline(timeline: PatientTimeline): void {
  timeline.register('question', records);
}
