import { DIAGNOSIS_TYPES, POST_DIAGNOSIS_STATE_TEXT, type postDiagnosisQuery } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { inDistrict } from '../../core/district.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import { pagePostDiagnosis } from './question-repo.ts';
import { residentBrief } from './resident-view.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * GET diagnosis/after/list (ours; the screen /app/ai/post/diagnosis/manage): the district's
 * residents diagnosed in the last POST_DIAGNOSIS_DAYS and how their care went on after the visit.
 */
export function postDiagnosisList(ctx: Ctx, code: string, q: z.output<typeof postDiagnosisQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const now = ctx.now();
    const { rows, total } = await pagePostDiagnosis(tx, district, {
      state: q.state,
      search: q.search,
      now,
      ...pageRange(q),
    });
    const list = rows.map((r) => ({
      ...residentBrief(r, now),
      diagnosisId: r.diagnosisId,
      majorDiagnosis: r.majorDiagnosis,
      minorDiagnosis: r.minorDiagnosis,
      typeText: DIAGNOSIS_TYPES[r.type as keyof typeof DIAGNOSIS_TYPES] ?? '',
      way: r.way,
      medicalTime: iso(r.medicalTime) ?? '',
      doctorName: r.doctorName,
      diagnoses: r.diagnoses,
      state: r.state,
      stateText: POST_DIAGNOSIS_STATE_TEXT[r.state],
      planTime: iso(r.planTime),
      followedAt: iso(r.followedAt),
      questionsAnswered: r.questionsAnswered,
    }));
    return pageOf(list, total, q);
  });
}
