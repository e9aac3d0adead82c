import {
  AI_CALL_SIMULATED_LABEL,
  AI_CALL_STATES,
  AI_OPS_MSG,
  AI_ROBOT_TYPES,
  type AiCallBody,
  type AiCallView,
  type AiRobotType,
  type AiWho,
  maskIdCard,
  maskPhone,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { inDistrict } from '../../core/district.ts';
import { type PageQuery, pageOf } from '../../core/paging.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CallProvider } from './call-provider.ts';
import { callPage, insertCall, type JoinedCall } from './call-repo.ts';
import { residentBy } from './who.ts';

function callView(c: JoinedCall): AiCallView {
  return {
    id: c.id,
    patientId: c.patientId,
    name: c.name,
    phone: maskPhone(c.phone),
    idcard: maskIdCard(c.idcard),
    robotType: c.robotType,
    robotTypeName: AI_ROBOT_TYPES[c.robotType as AiRobotType] ?? c.robotType,
    timelineId: c.timelineId,
    state: c.state,
    stateName: AI_CALL_STATES[c.state],
    outcome: c.outcome,
    transcript: c.transcript,
    durationSeconds: c.durationSeconds,
    simulated: c.simulated,
    sourceLabel: c.simulated ? AI_CALL_SIMULATED_LABEL : null,
    ctime: c.createdAt.toISOString(),
    finishedAt: c.finishedAt?.toISOString() ?? null,
  };
}

/** POST call/create: places a robot call to a resident of the district. */
export async function createCall(
  ctx: Ctx,
  provider: CallProvider,
  code: string,
  body: AiCallBody,
): Promise<AiCallView> {
  const call = await inDistrict(ctx, code, async (tx, district, viewer) => {
    const patient = await residentBy(tx, viewer, district, body);
    const phone = body.phoneNumber ?? body.phone ?? patient.tel;
    if (!phone) throw badRequest(AI_OPS_MSG.callNoPhone);
    const row = await insertCall(tx, {
      projectId: ctx.projectId,
      districtId: district.id,
      patientId: patient.id,
      userId: ctx.userId,
      timelineId: body.timelineId ?? null,
      robotType: body.robotType,
      phone,
      name: body.name,
      provider: provider.name,
      simulated: provider.simulated,
    });
    return { ...row, idcard: patient.idcard };
  });
  await provider.place({ projectId: ctx.projectId, callId: call.id });
  return callView(call);
}

/** GET call/timeline/list and xfyeta/records: the district's calls, optionally of one resident. */
export function listCalls(ctx: Ctx, code: string, q: PageQuery & AiWho & { robotType?: string | undefined }) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const patientId = q.idcard || q.patientId ? (await residentBy(tx, viewer, district, q)).id : undefined;
    const { rows, total } = await callPage(
      tx,
      {
        districtId: district.id,
        ...(patientId !== undefined ? { patientId } : {}),
        ...(q.robotType ? { robotType: q.robotType } : {}),
      },
      q,
    );
    return pageOf(rows.map(callView), total, q);
  });
}
