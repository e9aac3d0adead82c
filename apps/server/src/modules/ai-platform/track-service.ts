import type { TrackBody } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, inDistrict } from '../../core/district.ts';
import { patientRelations, patientSummaries } from '../../db/schema/index.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { abnormalReadings, findMarks, insertTrack, upsertMarks } from './marks-repo.ts';
import { trackView } from './track-view.ts';

const KNOWN = new Set([
  'idcard',
  'patientId',
  'state',
  'reason',
  'reasonOther',
  'handleWay',
  'handleWayOther',
  'content',
  'diagnosis',
  'diagnosticContent',
  'pushAdvice',
  'nextTime',
  'doctorId',
]);

/**
 * POST track/record and track: a servicer handles a resident's abnormal readings. The record marks
 * every abnormal reading up to the newest as handled (it leaves the reminder list), and the advice,
 * when given, goes to the accounts bound to the resident as a system message (realtime SYSTEM_MSG).
 */
export async function addTrack(ctx: Ctx, code: string, body: TrackBody) {
  const saved = await inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, body);
    const marks = await findMarks(tx, p.id);
    const open = await abnormalReadings(tx, p.id, { since: marks?.trackedUntil ?? null, day: null });
    const [summary] = await tx
      .select({ last: patientSummaries.lastAbnormalAt })
      .from(patientSummaries)
      .where(eq(patientSummaries.patientId, p.id))
      .limit(1);
    const handledUntil = summary?.last ?? marks?.trackedUntil ?? null;
    const extra = Object.fromEntries(Object.entries(body).filter(([k]) => !KNOWN.has(k)));
    const row = await insertTrack(tx, {
      projectId: ctx.projectId,
      patientId: p.id,
      districtId: district.id,
      userId: ctx.userId,
      doctorId: viewer.doctorId,
      state: body.state,
      reason: body.reason ?? null,
      reasonOther: body.reasonOther ?? null,
      handleWay: body.handleWay ?? null,
      handleWayOther: body.handleWayOther ?? null,
      content: body.content ?? null,
      diagnosis: body.diagnosis ?? null,
      diagnosticContent: body.diagnosticContent ?? null,
      pushAdvice: body.pushAdvice || null,
      pushed: Boolean(body.pushAdvice),
      abnormalNum: open.length,
      handledUntil,
      time: ctx.now(),
      nextTime: body.nextTime ?? null,
      fields: extra,
    });
    if (handledUntil) await upsertMarks(tx, ctx.projectId, p.id, { trackedUntil: handledUntil });
    const accounts = body.pushAdvice
      ? await tx
          .select({ userId: patientRelations.userId })
          .from(patientRelations)
          .where(eq(patientRelations.patientId, p.id))
      : [];
    return { row, accounts: accounts.map((a) => a.userId), name: viewer.name, patientName: p.name };
  });
  for (const userId of saved.accounts) {
    await sendSystemMessage(ctx, {
      userId,
      title: '医生健康建议',
      content: `${saved.patientName}：${saved.row.pushAdvice ?? ''}`,
      kind: 'ai_track_advice',
      data: { trackId: saved.row.id },
    });
  }
  return trackView(saved.row, saved.name);
}
