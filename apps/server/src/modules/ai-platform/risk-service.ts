import {
  ageOn,
  CDRS_MODEL,
  chineseDiabetesRiskScore,
  type highRiskQuery,
  type idcardQuery,
  type managedBody,
  type notYetBody,
  type RiskPredictionView,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { PatientRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, districtResidentById, inDistrict } from '../../core/district.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { projectRules } from './lists-service.ts';
import { findMarks, findMarksById, latestReading, pageHighRisk, upsertMarks } from './marks-repo.ts';
import { residentBrief } from './resident-view.ts';

const CDRS_MISSING: Record<string, string> = { waist: '腰围', familyHistory: '糖尿病家族史' };

/** The CDRS of a resident from what is on file (latest blood pressure and weight readings, archive extras). */
export async function cdrsOf(tx: Tx, p: PatientRow, now: Date) {
  const age = ageOn(p.birthday, now);
  const bp = await latestReading(tx, p.id, 'bp');
  const weight = await latestReading(tx, p.id, 'weight');
  const extra = p.extra as { waist?: unknown; diabetesFamilyHistory?: unknown };
  const missingInputs: string[] = [];
  if (age === null) missingInputs.push('年龄');
  if (p.sex !== 1 && p.sex !== 2) missingInputs.push('性别');
  if (!bp?.values.systolic) missingInputs.push('收缩压');
  if (!weight?.values.bmi) missingInputs.push('BMI');
  if (missingInputs.length > 0 || age === null || !bp?.values.systolic || !weight?.values.bmi) {
    return { result: null, missingInputs };
  }
  const result = chineseDiabetesRiskScore({
    age,
    sex: p.sex === 1 ? 1 : 2,
    bmi: weight.values.bmi,
    sbp: bp.values.systolic,
    waist: typeof extra.waist === 'number' ? extra.waist : null,
    familyHistory: typeof extra.diabetesFamilyHistory === 'boolean' ? extra.diabetesFamilyHistory : null,
  });
  return { result, missingInputs: result ? [] : ['年龄（本表适用20-74岁）'] };
}

/**
 * GET risk/prediction: the models computed from the resident's data, each named with its source;
 * the CDRS is stored on the resident (ai_patient_marks) so the high-risk list can page over it.
 * China-PAR is not offered: its coefficients are not in the project yet (docs/decisions.md).
 */
export function riskPrediction(
  ctx: Ctx,
  code: string,
  q: z.output<typeof idcardQuery>,
): Promise<RiskPredictionView> {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const { result, missingInputs } = await cdrsOf(tx, p, ctx.now());
    if (result) {
      await upsertMarks(tx, ctx.projectId, p.id, {
        riskModel: CDRS_MODEL.key,
        riskPercent: result.score,
        riskLevel: result.highRisk ? 'high' : 'low',
        riskInputs: result.items,
        riskComputedAt: ctx.now(),
      });
    }
    const missing = result ? result.missing.map((m) => CDRS_MISSING[m] ?? m) : missingInputs;
    return {
      resident: residentBrief({ ...p, patientId: p.id, orgName: null }, ctx.now()),
      models: [
        {
          key: CDRS_MODEL.key,
          name: CDRS_MODEL.name,
          source: CDRS_MODEL.source,
          score: result?.score ?? null,
          scoreText: result ? `${result.score}分（满分${CDRS_MODEL.maxScore}分）` : '资料不足，无法计算',
          highRisk: result?.highRisk ?? null,
          items: result?.items ?? {},
          missing,
          note: result
            ? result.missing.length > 0
              ? `缺少${missing.join('、')}，按0分计，实际得分可能更高；${CDRS_MODEL.highRiskFrom}分及以上建议行OGTT检查`
              : `${CDRS_MODEL.highRiskFrom}分及以上为糖尿病高风险，建议行OGTT检查`
            : `缺少${missing.join('、')}`,
        },
      ],
    };
  });
}

/** GET high/risk/list and patientDanger. */
export function highRiskList(ctx: Ctx, code: string, q: z.output<typeof highRiskQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const rules = await projectRules(tx);
    const { rows, total } = await pageHighRisk(tx, district, {
      model: rules.highRisk.model,
      threshold: rules.highRisk.threshold,
      state: q.state,
      ...pageRange(q),
    });
    const now = ctx.now();
    const list = rows.map((r) => ({
      ...residentBrief(r, now),
      id: r.id,
      model: CDRS_MODEL.name,
      score: r.riskPercent,
      scoreText: `${r.riskPercent}分`,
      state: r.dangerState,
      reason: r.dangerReason,
      computedAt: new Date(r.riskComputedAt).toISOString(),
    }));
    return pageOf(list, total, q);
  });
}

/** PUT patientDanger/managed (idcard). */
export async function markManaged(ctx: Ctx, code: string, body: z.output<typeof managedBody>): Promise<void> {
  await inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, body);
    if (!(await findMarks(tx, p.id))?.riskModel) throw notFound('该居民不在高危名单中');
    await upsertMarks(tx, ctx.projectId, p.id, {
      dangerState: 1,
      dangerReason: null,
      dangerUserId: ctx.userId,
      dangerUpdatedAt: ctx.now(),
    });
  });
}

/** PUT patientDanger/not/yet (id of the high-risk item, reason). */
export async function markNotYet(ctx: Ctx, code: string, body: z.output<typeof notYetBody>): Promise<void> {
  await inDistrict(ctx, code, async (tx, district, viewer) => {
    const m = await findMarksById(tx, body.id);
    if (!m?.riskModel) throw notFound('该居民不在高危名单中');
    await districtResidentById(tx, viewer, district, m.patientId);
    await upsertMarks(tx, ctx.projectId, m.patientId, {
      dangerState: 2,
      dangerReason: body.reason,
      dangerUserId: ctx.userId,
      dangerUpdatedAt: ctx.now(),
    });
  });
}
