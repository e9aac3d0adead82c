import {
  MSG,
  normalizeMobile,
  type Role,
  type resetUserPasswordBody,
  type UserView,
  type upsertUserBody,
  type userListQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toUserView } from '../auth/views.ts';
import { assertMayCreate, assertMayManage, resolveUserType } from './policy.ts';
import {
  assertUnique,
  callerScope,
  doctorExists,
  ensureDoctorRow,
  getUserWithOrg,
  insertUser,
  listUsers,
  orgIdByCode,
  updateUser,
  withUniqueGuard,
} from './repo.ts';

type UpsertUser = z.infer<typeof upsertUserBody>;
type ListQuery = z.infer<typeof userListQuery>;
type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

async function resolveOrgId(
  tx: Tx,
  orgCode: string | undefined,
  fallback: number | null,
): Promise<number | null> {
  if (orgCode === undefined) return fallback;
  const id = await orgIdByCode(tx, orgCode);
  if (id === null) throw badRequest(MSG.orgUnknown);
  return id;
}

async function checkSourceDoctor(tx: Tx, doctorId: number | undefined): Promise<void> {
  if (doctorId !== undefined && !(await doctorExists(tx, doctorId))) throw badRequest('医生不存在');
}

/**
 * POST /api/user: admins and staff create any account (staff not admins); doctors and
 * assistants create customer accounts (role patient) whose source doctor is themselves.
 */
export async function createUser(ctx: Ctx, body: UpsertUser): Promise<UserView> {
  const { session } = ctx;
  const role: Role = body.roleId ?? 'patient';
  assertMayCreate(session, role);
  const userType = resolveUserType(role, body.userType);
  const tel = body.tel === undefined ? undefined : normalizeMobile(body.tel);
  if (!tel && !body.username) throw badRequest('请输入手机号或用户名');
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const { projectId } = ctx;
  const created = await withUniqueGuard(() =>
    ctx.inTenant(async (tx) => {
      const scope = await callerScope(tx, session.userId);
      const byDoctor = !isManager(session);
      if (byDoctor && body.sourceDoctorId !== undefined && body.sourceDoctorId !== scope.doctorId)
        throw badRequest('只能为本人名下创建居民');
      await checkSourceDoctor(tx, body.sourceDoctorId);
      await assertUnique(tx, { username: body.username, tel, userType });
      const orgId = await resolveOrgId(tx, byDoctor ? undefined : body.orgCode, scope.orgId);
      const id = await insertUser(tx, {
        projectId,
        userType,
        role,
        username: body.username ?? null,
        tel: tel ?? null,
        name: body.name ?? null,
        nickName: body.nickName ?? null,
        sex: body.sex ?? null,
        idcard: body.idcard?.toUpperCase() ?? null,
        passwordHash,
        orgId,
        sourceDoctorId: body.sourceDoctorId ?? (byDoctor ? scope.doctorId : null),
      });
      const row = await getUserWithOrg(tx, id);
      if (!row) throw notFound(MSG.userNotFound);
      await ensureDoctorRow(tx, row.user);
      return row;
    }),
  );
  return toUserView(created.user, created.orgCode);
}

/**
 * PUT /api/user/:id: admins and staff (staff cannot touch or make admins). A new password or
 * role signs the user out everywhere (the role is cached in their sessions).
 */
export async function updateUserById(ctx: Ctx, id: number, body: UpsertUser): Promise<UserView> {
  const { session, projectId, services } = ctx;
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const { updated, signOut } = await withUniqueGuard(() =>
    ctx.inTenant(async (tx) => {
      const current = await getUserWithOrg(tx, id);
      if (current?.user.status !== 'active') throw notFound(MSG.userNotFound);
      assertMayManage(session, current.user, body.roleId);
      const role = body.roleId ?? current.user.role;
      const userType = resolveUserType(role, body.userType);
      const tel = body.tel === undefined ? undefined : normalizeMobile(body.tel);
      await assertUnique(tx, { username: body.username, tel, userType }, id);
      await checkSourceDoctor(tx, body.sourceDoctorId);
      const orgId = await resolveOrgId(tx, body.orgCode, current.user.orgId);
      await updateUser(tx, id, {
        username: body.username,
        tel,
        name: body.name,
        nickName: body.nickName,
        sex: body.sex,
        idcard: body.idcard?.toUpperCase(),
        role,
        userType,
        orgId,
        sourceDoctorId: body.sourceDoctorId,
        passwordHash,
      });
      const row = await getUserWithOrg(tx, id);
      if (!row) throw notFound(MSG.userNotFound);
      await ensureDoctorRow(tx, row.user);
      return { updated: row, signOut: passwordHash !== undefined || role !== current.user.role };
    }),
  );
  if (signOut) await services.sessions.revokeAllForUser(projectId, id, 'changedByManager');
  await services.sessionInfo.invalidate(projectId, id);
  return toUserView(updated.user, updated.orgCode);
}

/**
 * GET /api/user: servicers only. Admins and staff see the whole project; doctors and assistants
 * see the users of their org and the customers they are source doctor of. Numbers masked.
 */
export async function listProjectUsers(ctx: Ctx, query: ListQuery): Promise<Page<UserView>> {
  const { rows, total } = await ctx.inTenant(async (tx) => {
    const scope = isManager(ctx.session) ? undefined : await callerScope(tx, ctx.userId);
    return listUsers(
      tx,
      { roleId: query.roleId, userType: query.userType, scope },
      query.pageNo,
      query.pageSize,
    );
  });
  return {
    list: rows.map((r) => toUserView(r.user, r.orgCode)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** PUT /api/user/:id/password/reset: admins and staff set a new password; the user is signed out. */
export async function resetUserPassword(
  ctx: Ctx,
  id: number,
  body: z.infer<typeof resetUserPasswordBody>,
): Promise<void> {
  const { session } = ctx;
  const passwordHash = await hashPassword(body.password);
  await ctx.inTenant(async (tx) => {
    const current = await getUserWithOrg(tx, id);
    if (current?.user.status !== 'active') throw notFound(MSG.userNotFound);
    assertMayManage(session, current.user);
    await updateUser(tx, id, { passwordHash });
  });
  await ctx.services.sessions.revokeAllForUser(ctx.projectId, id, 'passwordResetByManager');
}
