import {
  MSG,
  maskIdCard,
  type mcnRegisterBody,
  normalizeMobile,
  type UserBrief,
  type UserWithIdcard,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { toUserView } from '../auth/views.ts';
import { sharesContext } from './brief-repo.ts';
import { findActiveByIdcard, getUserWithOrg, saveRegistration } from './repo.ts';

/** Program name of POST /api/user/mcn/zdcs/register in the registrations table. */
export const MCN_ZDCS_PROGRAM = 'mcn-zdcs';

/**
 * GET /api/user/:id (loadUserById): id, name and user type of an account the caller shares a
 * context with (brief-repo.ts `sharesContext`); any other id answers 404 用户不存在, the same as
 * an unknown one, so walking ids reveals nothing.
 */
export async function getUserBrief(ctx: Ctx, id: number): Promise<UserBrief> {
  const row = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (!(await sharesContext(tx, viewer, id))) return null;
    return getUserWithOrg(tx, id);
  });
  if (!row) throw notFound(MSG.userNotFound);
  return { id: row.user.id, name: row.user.name, userType: row.user.userType };
}

/** GET /api/user/findUser/idcard/:idcard: servicers only; the account with this ID number, masked. */
export async function findUserByIdcard(ctx: Ctx, idcard: string): Promise<UserWithIdcard> {
  const row = await ctx.inTenant((tx) => findActiveByIdcard(tx, idcard));
  if (!row) throw notFound(MSG.userNotFound);
  return { ...toUserView(row.user, row.orgCode), idcard: maskIdCard(row.user.idcard) };
}

/** POST /api/user/mcn/zdcs/register: open; one stored registration per number. */
export async function registerMcn(ctx: OpenCtx, body: z.infer<typeof mcnRegisterBody>): Promise<void> {
  const { projectId } = ctx;
  await ctx.inTenant((tx) =>
    saveRegistration(tx, {
      projectId,
      program: MCN_ZDCS_PROGRAM,
      name: body.name,
      tel: normalizeMobile(body.tel),
      remark: body.remark || null,
    }),
  );
}
