import type { SickbedView } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { insertSystemMessage } from '../messages/repo.ts';
import { moveSickbed, type SickbedRow } from './sickbed-repo.ts';
import { visibleApplication } from './sickbed-service.ts';
import {
  bedNoOf,
  EVENT_OF_STATE,
  hasRole,
  SICKBED_TRANSITIONS,
  type SickbedEvent,
} from './sickbed-states.ts';
import { sickbedView } from './sickbed-views.ts';

/** The applicant is told of a review and of the discharge (system message, pushed). */
const NOTICE: Partial<Record<SickbedEvent, { title: string; content: (v: SickbedView) => string }>> = {
  approve: {
    title: '家庭病床申请已通过',
    content: (v) => `${v.patientName}的家庭病床已建床，床号${v.bedNo ?? ''}。${v.stateRemark ?? ''}`,
  },
  refuse: {
    title: '家庭病床申请未通过',
    content: (v) => `${v.patientName}的家庭病床申请未通过：${v.stateRemark ?? ''}`,
  },
  discharge: {
    title: '家庭病床已撤床',
    content: (v) => `${v.patientName}的家庭病床已撤床。${v.stateRemark ?? ''}`,
  },
};

async function noticeTo(ctx: Ctx, tx: Tx, row: SickbedRow, view: SickbedView, event: SickbedEvent) {
  const notice = NOTICE[event];
  if (!notice || row.applicantUserId === ctx.userId) return null;
  const msg = await insertSystemMessage(tx, ctx.projectId, {
    userId: row.applicantUserId,
    title: notice.title,
    content: notice.content(view),
    link: '/health/patient/family/bed/apply',
    kind: 'sickbed',
    data: { sickbedId: row.id },
  });
  return { userId: row.applicantUserId, id: msg.id, title: msg.title };
}

/**
 * PUT /api/patient/sickbed/state/:id and DELETE /api/patient/sickbed/:id (= withdraw, the row is
 * kept as state 3): the moves of sickbed-states.ts. Approving sets up the bed (bed number,
 * reviewer, time); refusing needs a reason and discharging a summary (the schema checks both).
 */
export async function setSickbedState(ctx: Ctx, id: number, state: number, remark?: string) {
  const { view, notice } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleApplication(tx, viewer, id);
    const event = EVENT_OF_STATE[state];
    if (!event) throw badRequest('状态有误');
    const rule = SICKBED_TRANSITIONS[event];
    if (!hasRole(viewer, row, rule.role))
      throw forbidden(event === 'withdraw' ? '只能撤回本人提交的申请' : undefined);
    const now = ctx.now();
    const moved = await moveSickbed(tx, id, rule.from, {
      state: rule.to,
      updatedAt: now,
      ...(event === 'approve' || event === 'refuse'
        ? { stateRemark: remark || null, reviewedByUserId: ctx.userId, reviewedAt: now }
        : {}),
      ...(event === 'approve' ? { bedNo: bedNoOf(row.id, now) } : {}),
      ...(event === 'discharge' ? { stateRemark: remark || null, dischargedAt: now } : {}),
    });
    if (!moved) throw badRequest(rule.refusal);
    const v = await sickbedView(tx, moved, viewer);
    return { view: v, notice: await noticeTo(ctx, tx, moved, v, event) };
  });
  if (notice) {
    await ctx
      .push(notice.userId, 'SYSTEM_MSG', { id: notice.id, title: notice.title })
      .catch((err: unknown) => ctx.log.error({ err }, 'sickbed push failed'));
  }
  return view;
}
