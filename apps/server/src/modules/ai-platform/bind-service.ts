import type { LocalBindBody, LocalBindingView } from '@kanghu/shared';
import { eq } from 'drizzle-orm';
import { assertServicer, isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { DISTRICT_NOT_FOUND, findDistrict, worksIn } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { doctors } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type BindingRow, deleteBinding, findBinding, upsertBinding } from './bind-repo.ts';
import { devDistrictProvider, sealPassword } from './district-provider.ts';

const DOCTOR_NOT_FOUND = '未找到该医生';
const provider = devDistrictProvider;

function bindingView(row: BindingRow | null): LocalBindingView {
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    doctorId: row.doctorId,
    localAreaCode: row.localAreaCode,
    areaCode: row.areaCode,
    districtName: row.districtName,
    orgCode: row.orgCode,
    version: row.version,
    localUsername: row.localUsername,
    localUserId: row.localUserId,
    ctime: row.updatedAt.toISOString(),
  };
}

/** The servicer account of a doctor of the project: the caller's own, or any when the caller manages the project; else 404. */
async function doctorAccount(
  ctx: Ctx,
  tx: Tx,
  doctorId: number,
): Promise<{ userId: number; doctorId: number }> {
  const [row] = await tx
    .select({ userId: doctors.userId, doctorId: doctors.id })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  if (!row || (row.userId !== ctx.userId && !isManager(ctx.session))) throw notFound(DOCTOR_NOT_FOUND);
  return row;
}

/**
 * Binds `target` to a district account. A servicer binds themselves only in a district they
 * already work in (their org, or a binding a manager made; the development provider cannot verify
 * the account, so a self-binding must not open another district); a manager binds any doctor of
 * the project to any district, which is how a servicer gets a district outside their org.
 */
async function bind(
  ctx: Ctx,
  target: { userId: number; doctorId: number | null },
  body: LocalBindBody,
): Promise<LocalBindingView> {
  const sealed = await sealPassword(ctx.services, ctx.projectId, body.localPassword);
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const district = await findDistrict(tx, body.localAreaCode);
    if (!district) throw notFound(DISTRICT_NOT_FOUND);
    if (!isManager(ctx.session) && !(await worksIn(tx, viewer, district))) {
      throw notFound(DISTRICT_NOT_FOUND);
    }
    const account = await provider.signIn(district, body.localUsername, body.localPassword);
    if (!account) throw badRequest('区域平台账号或密码错误');
    await upsertBinding(tx, {
      projectId: ctx.projectId,
      userId: target.userId,
      doctorId: target.doctorId,
      districtId: district.id,
      localUsername: body.localUsername,
      localPasswordSealed: sealed,
      localUserId: account.localUserId,
    });
    return bindingView(await findBinding(tx, target.userId));
  });
}

async function ownDoctorId(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row?.id ?? null;
}

export async function bindSelf(ctx: Ctx, body: LocalBindBody): Promise<LocalBindingView> {
  const doctorId = await ctx.inTenant((tx) => ownDoctorId(tx, ctx.userId));
  return bind(ctx, { userId: ctx.userId, doctorId }, body);
}

export async function bindDoctor(ctx: Ctx, doctorId: number, body: LocalBindBody): Promise<LocalBindingView> {
  const target = await ctx.inTenant((tx) => doctorAccount(ctx, tx, doctorId));
  return bind(ctx, target, body);
}

export function selfBinding(ctx: Ctx): Promise<LocalBindingView> {
  return ctx.inTenant(async (tx) => bindingView(await findBinding(tx, ctx.userId)));
}

export function doctorBinding(ctx: Ctx, doctorId: number): Promise<LocalBindingView> {
  return ctx.inTenant(async (tx) => {
    const target = await doctorAccount(ctx, tx, doctorId);
    return bindingView(await findBinding(tx, target.userId));
  });
}

export async function unbindSelf(ctx: Ctx): Promise<void> {
  await ctx.inTenant((tx) => deleteBinding(tx, ctx.userId));
}

export async function unbindDoctor(ctx: Ctx, doctorId: number): Promise<void> {
  await ctx.inTenant(async (tx) => deleteBinding(tx, (await doctorAccount(ctx, tx, doctorId)).userId));
}
