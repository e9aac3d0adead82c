import {
  chinaDay,
  contractPacks,
  type preSignReviewBody,
  type preSignReviewQuery,
  type ServicePack,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { preSignViews } from '../care/pre-sign-service.ts';
import { insertSystemMessage } from '../messages/repo.ts';
import { pushNotes, RESIDENT_SIGN_LINK } from './notify.ts';
import { insertContract } from './repo.ts';
import { applicationPage, decideApplication, reviewableApplication } from './review-repo.ts';
import { onSigned, outcome } from './service.ts';
import { assertMaySign, contractDoctor, OVERLAP, termOf } from './terms.ts';

const NOT_FOUND = '签约申请不存在';

/** GET /api/patient/pre/sign/review: the applications addressed to the caller's org or to them. */
export function listApplications(ctx: Ctx, q: z.output<typeof preSignReviewQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { rows, total } = await applicationPage(tx, viewer, q.state, q);
    return pageOf(await preSignViews(tx, rows), total, q);
  });
}

/**
 * PUT /api/patient/pre/sign/review/:id: the org decides an open application (of two decisions at
 * once one wins). Passing creates the contract in the same transaction: the application is the
 * resident's confirmation of the pack it asked for, the reviewing doctor confirms for the doctor,
 * so it is signed at once unless the doctor added packs (the resident confirms those) or the
 * reviewer is not the contract's doctor (that doctor confirms). Rejecting needs a reason.
 */
export async function reviewApplication(ctx: Ctx, id: number, body: z.output<typeof preSignReviewBody>) {
  const result = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const app = await reviewableApplication(tx, viewer, id);
    if (!app) throw notFound(NOT_FOUND);
    viewer.opened?.add(app.patientId);
    const now = ctx.now();
    const decided = await decideApplication(tx, id, body.pass ? 1 : 2, body.remark || null, now);
    if (!decided) throw badRequest('该申请已处理，请勿重复操作');
    const [application] = await preSignViews(tx, [decided]);
    if (!application) throw notFound(NOT_FOUND);
    if (!body.pass) {
      const note = await insertSystemMessage(tx, ctx.projectId, {
        userId: app.userId,
        kind: 'contract',
        title: '签约申请未通过',
        content: `${application.patientName}的家庭医生签约申请未通过：${body.remark ?? ''}`,
        link: RESIDENT_SIGN_LINK(app.patientId),
        data: { preSignId: app.id },
      });
      return { application, contract: null, notes: [note] };
    }
    await assertMaySign(tx, app.patientId);
    const doctor = await contractDoctor(tx, viewer, app.doctorId ?? body.doctorId);
    const packs = contractPacks([app.servicePack as ServicePack, ...(body.servicePacks ?? [])]);
    const agreed = packs.length === contractPacks([app.servicePack as ServicePack]).length;
    const own = viewer.doctorId === doctor.id;
    const row = await insertContract(tx, {
      projectId: ctx.projectId,
      patientId: app.patientId,
      orgId: doctor.orgId,
      doctorId: doctor.id,
      teamName: body.teamName || null,
      servicePacks: packs,
      ...termOf(chinaDay(now), body.startDate),
      state: agreed && own ? 'signed' : 'pending',
      createdByUserId: ctx.userId,
      doctorConfirmedAt: own ? now : null,
      doctorConfirmedBy: own ? ctx.userId : null,
      residentConfirmedAt: agreed ? app.createdAt : null,
      residentConfirmedBy: agreed ? app.userId : null,
      preSignId: app.id,
      remark: app.remark,
    });
    if (!row) throw conflict(OVERLAP);
    if (row.state === 'signed') await onSigned(tx, row, now);
    const events =
      row.state === 'signed'
        ? (['signed'] as const)
        : ([...(agreed ? [] : ['offered']), ...(own ? [] : ['awaitingDoctor'])] as Array<
            'offered' | 'awaitingDoctor'
          >);
    const { view, notes } = await outcome(ctx, tx, viewer, row, [...events]);
    return { application, contract: view, notes };
  });
  await pushNotes(ctx, result.notes);
  return { application: result.application, contract: result.contract };
}
