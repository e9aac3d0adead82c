import type { growthFlagQuery } from '@kanghu/shared';
import { assessPoints, type RawPoint } from '@kanghu/shared';
import type { z } from 'zod';
import type { PatientRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pick } from '../../lib/pick.ts';
import { whoTables } from '../../lib/who-tables.ts';
import { insertSystemMessage, type SystemMessageRow } from '../messages/repo.ts';
import { boundUsers } from '../patients/repo.ts';
import { riskScope } from '../questionnaire/risk-repo.ts';
import {
  type GrowthFlagRow,
  growthFlagOf,
  growthFlagPage,
  insertGrowthFlags,
  markGrowthFlagHandled,
} from './flags-repo.ts';
import type { PhysiqueRow } from './repo.ts';

const FLAG_NOT_FOUND = '生长异常记录不存在';
/** Where the family reads the growth report (the yingkang user shell's report/height). */
export const GROWTH_REPORT_LINK = (patientId: number) =>
  `/app/yingkang/user/report/height?patientId=${patientId}`;

/**
 * After a measurement of a child is stored: its abnormal-growth flags (z beyond +/-2, two major
 * percentile lines crossed since the previous measurement) go to growth_flags for the child's
 * doctor and, as one system message, to every account bound to the child. Returns the messages
 * (the caller pushes them after the commit).
 */
export async function recordGrowthFlags(
  ctx: Ctx,
  tx: Tx,
  patient: PatientRow,
  row: PhysiqueRow,
  points: Array<RawPoint & { id: number | null }>,
): Promise<SystemMessageRow[]> {
  const sex = patient.sex === 1 || patient.sex === 2 ? patient.sex : null;
  if (!sex || !patient.birthday) return [];
  const assessed = assessPoints(whoTables(), sex, patient.birthday, points);
  const index = points.findIndex((p) => p.id === row.id);
  const mine = assessed[index];
  if (!mine) return [];
  const flagged = mine.indicators.filter((i) => i.flag !== null);
  if (flagged.length === 0) return [];
  await insertGrowthFlags(
    tx,
    flagged.map((i, k) => ({
      projectId: ctx.projectId,
      patientId: patient.id,
      physiqueId: row.id,
      indicator: i.indicator,
      kind: i.flag ?? 'low',
      z: i.z,
      percentile: i.percentile,
      text: mine.flagTexts[k] ?? i.reading,
      measuredAt: row.measuredAt,
    })),
  );
  const notes: SystemMessageRow[] = [];
  for (const userId of await boundUsers(tx, patient.id))
    notes.push(
      await insertSystemMessage(tx, ctx.projectId, {
        userId,
        kind: 'growth',
        title: '生长发育提醒',
        content: `${patient.name}：${mine.flagTexts.join('；')}。已同时告知孩子的医生。`,
        link: GROWTH_REPORT_LINK(patient.id),
        data: { patientId: patient.id, physiqueId: row.id },
      }),
    );
  return notes;
}

/** Pushes the family's growth messages (after the commit; a failed push never fails the entry). */
export async function pushGrowthNotes(ctx: Ctx, notes: SystemMessageRow[]): Promise<void> {
  for (const note of notes) {
    try {
      await ctx.push(note.userId, 'SYSTEM_MSG', { id: note.id, title: note.title });
    } catch (err) {
      ctx.log.warn({ err, messageId: note.id }, 'growth message push failed');
    }
  }
}

function flagView(r: GrowthFlagRow) {
  const f = r.flag;
  return {
    ...pick(f, ['id', 'patientId']),
    patientName: r.patientName,
    indicator: f.indicator as 'lhfa' | 'wfa' | 'bmifa' | 'hcfa' | 'wflh',
    ...pick(f, ['kind', 'z', 'percentile', 'text']),
    measuredAt: f.measuredAt.toISOString(),
    handledAt: f.handledAt ? f.handledAt.toISOString() : null,
    handledByName: r.handledByName ?? null,
  };
}

const isDoctor = (ctx: Ctx) => ctx.session.role === 'doctor';

/** GET /api/doctor/growth/flags: a doctor's own children's flags; assistants and admins, every child they see. */
export function listGrowthFlags(ctx: Ctx, q: z.output<typeof growthFlagQuery>) {
  return ctx.inTenant(async (tx) => {
    const scope = riskScope(await ctx.viewer(tx), isDoctor(ctx));
    const { rows, total } = await growthFlagPage(tx, scope, q.handled === '1', q);
    return pageOf(rows.map(flagView), total, q);
  });
}

/** PUT /api/doctor/growth/flags/:id/handle */
export function handleGrowthFlag(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await growthFlagOf(tx, viewer, id);
    if (!row) throw notFound(FLAG_NOT_FOUND);
    if (row.flag.handledAt) throw badRequest('该生长异常已处理');
    const now = ctx.now();
    if (!(await markGrowthFlagHandled(tx, id, ctx.userId, now))) throw badRequest('该生长异常已处理');
    ctx.audit.patients.add(row.flag.patientId);
    return flagView({ ...row, flag: { ...row.flag, handledAt: now }, handledByName: viewer.name });
  });
}
