import {
  type AbnormalDetailView,
  AI_RULES_CONFIG_KEY,
  type abnormalDetailQuery,
  type abnormalListQuery,
  aiRulesOf,
  chinaDayBounds,
  DISEASE_TYPES,
  discoveryEvidenceText,
  type discoveryQuery,
  levelLabel,
  type MeasurementType,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, inDistrict } from '../../core/district.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { readConfig } from '../config/configs-repo.ts';
import { pageAbnormal, pageDiscoveries } from './lists-repo.ts';
import { abnormalReadings, findMarks, trackRecords } from './marks-repo.ts';
import { residentBrief } from './resident-view.ts';
import { trackView } from './track-view.ts';

export async function projectRules(tx: Tx) {
  return aiRulesOf(await readConfig(tx, AI_RULES_CONFIG_KEY));
}

const diseaseName = (type: number) => DISEASE_TYPES.find((d) => d.type === type)?.name ?? '';

/** GET patient/discovery/list: residents whose readings or diagnoses suggest a disease they are not managed for. */
export function discoveryList(ctx: Ctx, code: string, q: z.output<typeof discoveryQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const rules = await projectRules(tx);
    const { rows, total } = await pageDiscoveries(tx, district, {
      minEvidence: rules.discovery.minEvidence,
      search: q.search,
      ascending: q.sort === 'ctime_asc',
      ...pageRange(q),
    });
    const now = ctx.now();
    const list = rows.map((r) => ({
      ...residentBrief(r, now),
      ctime: new Date(r.ctime).toISOString(),
      findings: r.findings
        .filter((f) => f.evidenceCount >= (rules.discovery.minEvidence[f.diseaseType] ?? 1))
        .map((f) => ({
          diseaseType: f.diseaseType,
          diseaseName: diseaseName(f.diseaseType),
          source: f.source,
          evidenceCount: f.evidenceCount,
          evidence: discoveryEvidenceText(f),
          foundAt: new Date(f.foundAt).toISOString(),
        })),
    }));
    return pageOf(list, total, q);
  });
}

/** GET history/abnormal/reminder/list and track/pending/list: untracked abnormal readings per resident. */
export function abnormalList(ctx: Ctx, code: string, q: z.output<typeof abnormalListQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const { rows, total } = await pageAbnormal(tx, district, {
      start: q.startTime,
      end: q.endTime,
      ascending: q.sortType === 2,
      ...pageRange(q),
    });
    const now = ctx.now();
    const list = rows.map((r) => ({
      ...residentBrief(r, now),
      lastAbnormalAt: new Date(r.lastAbnormalAt).toISOString(),
      abnormalNum: r.abnormalNum,
      hbpLevel: r.hbpLevel,
      dmLevel: r.dmLevel,
    }));
    return pageOf(list, total, q);
  });
}

/** GET abnormal/reminder/detail and patient/abnormal/reminder/detail/new. */
export function abnormalDetail(
  ctx: Ctx,
  code: string,
  q: z.output<typeof abnormalDetailQuery>,
): Promise<AbnormalDetailView> {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const marks = await findMarks(tx, p.id);
    const day = q.time ? chinaDayBounds(q.time.slice(0, 10)) : null;
    const readings = await abnormalReadings(tx, p.id, { since: marks?.trackedUntil ?? null, day });
    const records = await trackRecords(tx, p.id);
    return {
      resident: residentBrief({ ...p, patientId: p.id, orgName: null }, ctx.now()),
      readings: readings.map((m) => ({
        id: m.id,
        type: m.type,
        values: m.values,
        unit: m.unit,
        level: m.level,
        levelLabel: levelLabel(m.type as MeasurementType, m.level, m.period),
        measuredAt: m.measuredAt.toISOString(),
      })),
      records: records.map((r) => trackView(r.r, r.servicerName)),
      trackedUntil: marks?.trackedUntil?.toISOString() ?? null,
    };
  });
}
