import { type changeTelBody, MSG, normalizeMobile, type UserView, type updateMineBody } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { toUserView } from '../auth/views.ts';
import { assertSelf } from './policy.ts';
import { assertUnique, getUserWithOrg, updateUser, withUniqueGuard } from './repo.ts';

type UpdateMine = z.infer<typeof updateMineBody>;
type ChangeTel = z.infer<typeof changeTelBody>;

/**
 * GET /api/user/mine as ready JSON text (the benchmarked hot path: no query when the cache is
 * warm); `token` is the caller's own, echoed back.
 */
export async function getMineJson(ctx: Ctx, token: string | null): Promise<string> {
  if (!token) throw unauthorized();
  const { project } = ctx;
  const json = await ctx.services.sessionInfo.envelopeJson(project.id, project.key, ctx.userId, token);
  if (!json) throw unauthorized();
  return json;
}

/**
 * PUT /api/user/mine: own profile. A new username or number must be free; a changed number
 * needs the SMS code sent to the new number (scene changeTel), like PUT /api/user/tel/:id.
 */
export async function updateMine(ctx: Ctx, body: UpdateMine): Promise<UserView> {
  const { projectId, userId, services } = ctx;
  const current = await ctx.inTenant((tx) => getUserWithOrg(tx, userId));
  if (!current) throw notFound(MSG.userNotFound);
  const tel = body.tel === undefined ? undefined : normalizeMobile(body.tel);
  const telChanges = tel !== undefined && tel !== current.user.tel;
  if (telChanges) {
    if (!body.verifyCode) throw badRequest('修改手机号需要短信验证码');
    if (!(await services.sms.consume(projectId, tel, 'changeTel', body.verifyCode)))
      throw badRequest(MSG.badVerifyCode);
  }
  const changed = await withUniqueGuard(() =>
    ctx.inTenant(async (tx) => {
      await assertUnique(
        tx,
        { username: body.username, tel: telChanges ? tel : null, userType: current.user.userType },
        userId,
      );
      await updateUser(tx, userId, {
        username: body.username,
        tel: telChanges ? tel : undefined,
        name: body.name,
        photo: body.photo,
        email: body.email,
      });
      return getUserWithOrg(tx, userId);
    }),
  );
  await services.sessionInfo.invalidate(projectId, userId);
  if (!changed) throw notFound(MSG.userNotFound);
  return toUserView(changed.user, changed.orgCode);
}

/** PUT /api/user/tel/:id: own number only, with the SMS code sent to the new number (scene changeTel). */
export async function changeTel(ctx: Ctx, id: number, body: ChangeTel): Promise<UserView> {
  assertSelf(ctx.session, id);
  const { projectId, services } = ctx;
  const tel = normalizeMobile(body.tel);
  if (!(await services.sms.consume(projectId, tel, 'changeTel', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  const changed = await withUniqueGuard(() =>
    ctx.inTenant(async (tx) => {
      const current = await getUserWithOrg(tx, id);
      if (!current) throw notFound(MSG.userNotFound);
      await assertUnique(tx, { tel, userType: current.user.userType }, id);
      await updateUser(tx, id, { tel });
      return getUserWithOrg(tx, id);
    }),
  );
  await services.sessionInfo.invalidate(projectId, id);
  if (!changed) throw notFound(MSG.userNotFound);
  return toUserView(changed.user, changed.orgCode);
}
