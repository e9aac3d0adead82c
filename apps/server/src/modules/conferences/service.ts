import { randomInt } from 'node:crypto';
import { CONFERENCE_MSG, type conferenceRegisterBody, MSG, normalizeMobile } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  conferenceCounts,
  customerByTel,
  findConference,
  findExpert,
  findRegistrationByTel,
  insertRegistration,
  itineraryRows,
  listConferences,
  listExperts,
  markSigned,
  myRegistrations,
  topics,
  userTel,
} from './repo.ts';
import { registrationView, summaryView, topicView } from './views.ts';

interface PageIn {
  pageNo: number;
  pageSize: number;
}

/** GET /api/education/conference: conferences on show, newest first, with the caller's registration flag. */
export function listMine(ctx: Ctx, q: PageIn) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listConferences(tx, (q.pageNo - 1) * q.pageSize, q.pageSize);
    const tel = await userTel(tx, ctx.userId);
    const regs = await myRegistrations(
      tx,
      ctx.userId,
      tel,
      rows.map((r) => r.id),
    );
    const registered = new Set(regs.map((r) => r.conferenceId));
    return {
      list: rows.map((c) => summaryView(c, registered.has(c.id))),
      total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

/** GET /api/education/conference/:id: the conference, counts and the caller's registration. */
export function detail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const c = await findConference(tx, id);
    if (!c) throw notFound(CONFERENCE_MSG.notFound);
    const [reg] = await myRegistrations(tx, ctx.userId, await userTel(tx, ctx.userId), [id]);
    const counts = await conferenceCounts(tx, id);
    return {
      ...summaryView(c, Boolean(reg)),
      intro: c.intro,
      address: c.address,
      organizer: c.organizer,
      expertCount: counts.experts,
      topicCount: counts.topics,
      registration: reg ? registrationView(reg) : null,
    };
  });
}

/**
 * POST /api/education/conference/register (open): the SMS code (scene verify) proves the number;
 * the registration belongs to the signed-in account, else to the project's patient account with
 * that number (if any), so it shows in 我的 once they sign in. One registration per number.
 */
export async function register(ctx: OpenCtx, body: z.infer<typeof conferenceRegisterBody>) {
  const tel = normalizeMobile(body.tel);
  const open = await ctx.inTenant(async (tx) => {
    const c = await findConference(tx, body.id);
    if (!c) throw notFound(CONFERENCE_MSG.notFound);
    if (!c.registerOpen) throw badRequest(CONFERENCE_MSG.registerClosed);
    return findRegistrationByTel(tx, body.id, tel);
  });
  if (open) throw badRequest(CONFERENCE_MSG.alreadyRegistered);
  if (!(await ctx.services.sms.consume(ctx.projectId, tel, 'verify', body.verifyCode)))
    throw badRequest(MSG.badVerifyCode);
  return ctx.inTenant(async (tx) => {
    const userId = ctx.session?.userId ?? (await customerByTel(tx, tel));
    const row = await insertRegistration(tx, {
      projectId: ctx.projectId,
      conferenceId: body.id,
      userId,
      name: body.name,
      tel,
      remark: body.remark ?? null,
      number: String(randomInt(10_000_000, 100_000_000)),
    });
    if (!row) throw badRequest(CONFERENCE_MSG.alreadyRegistered);
    return { conferenceId: body.id, number: row.number };
  });
}

/** POST /api/education/conference/sign: the registered caller enters the code shown at the venue. */
export function sign(ctx: Ctx, body: { id: number; code: string }) {
  return ctx.inTenant(async (tx) => {
    const c = await findConference(tx, body.id);
    if (!c) throw notFound(CONFERENCE_MSG.notFound);
    const [reg] = await myRegistrations(tx, ctx.userId, await userTel(tx, ctx.userId), [body.id]);
    if (!reg) throw badRequest(CONFERENCE_MSG.notRegistered);
    if (reg.signedAt) return { signedAt: reg.signedAt.toISOString() };
    if (!safeEqual(body.code, c.signCode)) throw badRequest(CONFERENCE_MSG.badSignCode);
    const at = ctx.now();
    await markSigned(tx, reg.id, at);
    return { signedAt: at.toISOString() };
  });
}

/** GET /api/education/expert: one conference's experts (featured first), or all on show. */
export function experts(ctx: Ctx, q: PageIn & { conferenceId?: number }) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await listExperts(tx, q.conferenceId, (q.pageNo - 1) * q.pageSize, q.pageSize);
    const list = rows.map((e) => ({
      id: e.id,
      conferenceId: e.conferenceId,
      name: e.name,
      title: e.title,
      org: e.org,
      photo: e.photo,
      featured: e.featured,
    }));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** GET /api/education/expert/:id: the expert, the introduction and the talks they give. */
export function expert(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const e = await findExpert(tx, id);
    if (!e) throw notFound(CONFERENCE_MSG.expertMissing);
    const mine = new Map((await itineraryRows(tx, ctx.userId, e.conferenceId)).map((r) => [r.topicId, r.id]));
    const talks = (await topics(tx, { expertId: e.id })).map((t) => topicView(t, mine));
    return {
      id: e.id,
      conferenceId: e.conferenceId,
      name: e.name,
      title: e.title,
      org: e.org,
      photo: e.photo,
      featured: e.featured,
      intro: e.intro,
      topics: talks,
    };
  });
}
