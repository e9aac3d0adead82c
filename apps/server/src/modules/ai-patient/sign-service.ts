import { maskIdCard, maskPhone, SIGN_STATUS_LABELS, type SignSubmitBody } from '@kanghu/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { districtResident, inDistrict } from '../../core/district.ts';
import { patients, aiSignRecords as signs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from './scope.ts';

const SIGN_NOT_FOUND = '未找到该签约记录';
type SignRow = typeof signs.$inferSelect;

const view = (r: SignRow, idcard: string | null) => ({
  id: r.id,
  name: r.name,
  idcard: maskIdCard(idcard),
  age: r.age,
  sex: r.sex,
  connection: r.connection,
  tel: maskPhone(r.tel),
  address: r.address,
  signInstitution: r.signInstitution,
  signTeam: r.signTeam,
  signStatus: r.signStatus,
  signStatusLabel: SIGN_STATUS_LABELS[r.signStatus] ?? '',
  signTime: r.signTime.toISOString(),
  userName: r.userName,
  wechatFollowed: r.wechatFollowedAt !== null,
  ctime: r.createdAt.toISOString(),
});

/**
 * POST ls/submit/sign and sign/create: a family-doctor signing of a resident of the district,
 * recorded by the servicer (user id and name are the signed-in servicer's, not the body's).
 */
export function submitSign(ctx: Ctx, code: string, body: SignSubmitBody) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const resident = await districtResident(tx, viewer, district, body.idcard);
    const [row] = await tx
      .insert(signs)
      .values({
        projectId: ctx.projectId,
        districtId: district.id,
        patientId: resident.id,
        userId: ctx.userId,
        userName: viewer.name,
        name: body.name,
        age: body.age ?? null,
        sex: body.sex ?? resident.sex,
        connection: body.connection ?? null,
        tel: body.tel ?? resident.tel,
        address: body.address ?? null,
        signInstitution: body.signInstitution,
        signTeam: body.signTeam,
        signStatus: body.signStatus,
        signTime: body.signTime ?? ctx.now(),
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return view(row, resident.idcard);
  });
}

/** GET ls/user/sign and ls/user: the resident (masked) and their newest signing of the district, or null. */
export function userSign(ctx: Ctx, code: string, idcard: string) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const resident = await districtResident(tx, viewer, district, idcard);
    const [row] = await tx
      .select()
      .from(signs)
      .where(and(eq(signs.districtId, district.id), eq(signs.patientId, resident.id)))
      .orderBy(desc(signs.signTime), desc(signs.id))
      .limit(1);
    return {
      name: resident.name,
      idcard: maskIdCard(resident.idcard),
      tel: maskPhone(resident.tel),
      sex: resident.sex,
      birthday: resident.birthday,
      sign: row ? view(row, resident.idcard) : null,
    };
  });
}

/** GET sign/details and find/sign/details: one signing of the district. */
export function signDetails(ctx: Ctx, code: string, id: number) {
  return inDistrict(ctx, code, async (tx, district) => {
    const [r] = await tx
      .select({ s: signs, idcard: patients.idcard })
      .from(signs)
      .innerJoin(patients, eq(patients.id, signs.patientId))
      .where(and(eq(signs.id, id), eq(signs.districtId, district.id)))
      .limit(1);
    if (!r) throw notFound(SIGN_NOT_FOUND);
    return view(r.s, r.idcard);
  });
}

/** GET ls/find/sign and sign/list: the district's signings, by state (0 is a state, not "all"). */
export function findSigns(
  ctx: Ctx,
  code: string,
  q: { pageNo: number; pageSize: number; signStatus?: number | undefined; idcard?: string | undefined },
) {
  return inDistrict(ctx, code, async (tx, district) => {
    const where = and(
      eq(signs.districtId, district.id),
      q.signStatus === undefined ? undefined : eq(signs.signStatus, q.signStatus),
      q.idcard ? eq(patients.idcard, q.idcard.toUpperCase()) : undefined,
    );
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select({ s: signs, idcard: patients.idcard })
      .from(signs)
      .innerJoin(patients, eq(patients.id, signs.patientId))
      .where(where)
      .orderBy(desc(signs.signTime), desc(signs.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(signs)
      .innerJoin(patients, eq(patients.id, signs.patientId))
      .where(where);
    return {
      list: rows.map((r) => view(r.s, r.idcard)),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

/** POST wechat/follow: records that the resident's newest signing follows the WeChat account. */
export function wechatFollow(ctx: Ctx, code: string, idcard: string) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const resident = await districtResident(tx, viewer, district, idcard);
    const [row] = await tx
      .select({ id: signs.id })
      .from(signs)
      .where(and(eq(signs.districtId, district.id), eq(signs.patientId, resident.id)))
      .orderBy(desc(signs.signTime), desc(signs.id))
      .limit(1);
    if (!row) throw notFound('该居民尚未签约');
    await tx.update(signs).set({ wechatFollowedAt: ctx.now() }).where(eq(signs.id, row.id));
    return { id: row.id, wechatFollowed: true };
  });
}
