import {
  CDRS_MODEL,
  DISEASE_TYPES,
  discoveryEvidenceText,
  type HighRiskDetailView,
  type idcardQuery,
  levelLabel,
  type MeasurementType,
  type ResidentInfoView,
  type residentListQuery,
} from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, inDistrict } from '../../core/district.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { aiPatientMarks, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { residentBrief } from './resident-view.ts';
import {
  discoveriesOf,
  districtStaff,
  districtTags,
  latestReadings,
  pageResidents,
  summaryOf,
  tagsOf,
} from './residents-repo.ts';

const ROLE_NAMES: Record<string, string> = { doctor: '医生', assistant: '医生助理' };

/** GET patient/list: the district's residents, filtered; ID and phone masked. */
export function residentList(ctx: Ctx, code: string, q: z.output<typeof residentListQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const { rows, total } = await pageResidents(tx, district, { ...q, ...pageRange(q) });
    const now = ctx.now();
    const list = rows.map((r) => ({
      ...residentBrief(r, now),
      hbpGroup: r.hbpGroup,
      dmGroup: r.dmGroup,
      healthState: r.healthState,
      tags: r.tags,
      lastMeasuredAt: r.lastMeasuredAt ? new Date(r.lastMeasuredAt).toISOString() : null,
    }));
    return pageOf(list, total, q);
  });
}

/** GET patient/tag/list. */
export function residentTags(ctx: Ctx, code: string) {
  return inDistrict(ctx, code, (tx, district) => districtTags(tx, district));
}

/** GET doctor/assistant/list and user/aide/list (one implementation). */
export function staffList(ctx: Ctx, code: string) {
  return inDistrict(ctx, code, async (tx, district) =>
    (await districtStaff(tx, district)).map((s) => ({ ...s, roleName: ROLE_NAMES[s.role] ?? s.role })),
  );
}

/** The stored risk mark of the resident as shown, or null when no model was computed. */
async function riskMark(tx: Tx, patientId: number) {
  const [row] = await tx
    .select({ m: aiPatientMarks, markedBy: users.name })
    .from(aiPatientMarks)
    .leftJoin(users, eq(users.id, aiPatientMarks.dangerUserId))
    .where(eq(aiPatientMarks.patientId, patientId))
    .limit(1);
  const m = row?.m;
  if (!row || !m?.riskModel || m.riskPercent === null) return null;
  const known = m.riskModel === CDRS_MODEL.key;
  const high = m.riskLevel === 'high';
  return {
    id: m.id,
    model: known ? CDRS_MODEL.name : m.riskModel,
    modelKey: m.riskModel,
    source: known ? CDRS_MODEL.source : '',
    score: m.riskPercent,
    band: m.riskLevel ?? '',
    bandText: high ? `高风险（≥${CDRS_MODEL.highRiskFrom}分）` : `低风险（<${CDRS_MODEL.highRiskFrom}分）`,
    state: m.dangerState,
    reason: m.dangerReason,
    markedBy: row.markedBy,
    markedAt: m.dangerUpdatedAt?.toISOString() ?? null,
    computedAt: m.riskComputedAt?.toISOString() ?? null,
    inputs: (m.riskInputs ?? {}) as Record<string, unknown>,
  };
}

const diseaseName = (type: number) => DISEASE_TYPES.find((d) => d.type === type)?.name ?? '';

/** GET patient/info: the resident's profile (groups, tags, latest readings, discovery evidence, risk). */
export function residentInfo(
  ctx: Ctx,
  code: string,
  q: z.output<typeof idcardQuery>,
): Promise<ResidentInfoView> {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const [groups, tags, latest, findings, risk] = [
      await summaryOf(tx, p.id),
      await tagsOf(tx, p.id),
      await latestReadings(tx, p.id),
      await discoveriesOf(tx, p.id),
      await riskMark(tx, p.id),
    ];
    return {
      resident: residentBrief({ ...p, patientId: p.id, orgName: null }, ctx.now()),
      address: p.address,
      groups,
      tags,
      latest: latest.map((m) => ({
        id: m.id,
        type: m.type,
        values: m.values,
        unit: m.unit,
        level: m.level,
        levelLabel: levelLabel(m.type as MeasurementType, m.level, m.period),
        abnormal: m.abnormal,
        measuredAt: new Date(m.measuredAt).toISOString(),
      })),
      findings: findings.map((f) => ({
        diseaseType: f.diseaseType,
        diseaseName: diseaseName(f.diseaseType),
        source: f.source,
        evidenceCount: f.evidenceCount,
        evidence: discoveryEvidenceText(f),
        foundAt: new Date(f.foundAt).toISOString(),
      })),
      risk,
    };
  });
}

/** GET high/risk/detail: the resident's risk mark and the inputs its score used; 404 when none. */
export function highRiskDetail(
  ctx: Ctx,
  code: string,
  q: z.output<typeof idcardQuery>,
): Promise<HighRiskDetailView> {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const risk = await riskMark(tx, p.id);
    if (!risk) throw notFound('该居民暂无风险评估');
    return { resident: residentBrief({ ...p, patientId: p.id, orgName: null }, ctx.now()), risk };
  });
}
