import {
  AI_CONSULT_FIELDS,
  AI_CONSULT_STATES,
  AI_DESK_DEVICE_TYPES,
  AI_OPS_MSG,
  type AiConsultForm,
  type AiConsultView,
  type AiDeskDeviceType,
  type AiWho,
  ageOn,
  chinaDay,
  diseaseOf,
  maskIdCard,
  maskPhone,
} from '@kanghu/shared';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { type District, inDistrict } from '../../core/district.ts';
import { type PageQuery, pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { aiLocalBindings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { insertReading } from '../measurements/repo.ts';
import {
  type ConsultRow,
  consultOf,
  consultPage,
  deskDevices,
  discoveriesOf,
  lastReadingOfSerial,
  type PatientBrief,
  saveConsult,
  searchResidents,
  upsertDesk,
} from './consult-repo.ts';
import { residentBy } from './who.ts';

/** Pre-consultation (预问诊, spec 1 section 2.13): the waiting list, devices and the form. */

function consultView(p: PatientBrief, c: ConsultRow | null, now: Date, full = false): AiConsultView {
  return {
    id: c?.id ?? null,
    patientId: p.id,
    name: p.name,
    sex: p.sex,
    age: ageOn(p.birthday, now),
    idcard: full ? (p.idcard ?? '') : maskIdCard(p.idcard),
    phone: maskPhone(p.tel),
    visitDate: c?.visitDate ?? null,
    state: c?.state ?? null,
    stateName: c ? AI_CONSULT_STATES[c.state] : null,
    form: c?.form ?? {},
    savedAt: c?.savedAt?.toISOString() ?? null,
  };
}

/** GET wait/list (today's, not done) and history/list (done). */
export function consultList(ctx: Ctx, code: string, which: 'wait' | 'history', q: PageQuery) {
  return inDistrict(ctx, code, async (tx, district) => {
    const now = ctx.now();
    const { rows, total } = await consultPage(
      tx,
      which === 'wait'
        ? { districtId: district.id, states: ['waiting', 'temporary'], day: chinaDay(now) }
        : { districtId: district.id, states: ['done'] },
      q,
    );
    return pageOf(
      rows.map((r) => consultView(r.p, r.c, now)),
      total,
      q,
    );
  });
}

/** GET search/list: residents of the district by name or ID number, with today's state. */
export function searchConsult(ctx: Ctx, code: string, q: PageQuery & { keyword: string }) {
  return inDistrict(ctx, code, async (tx, district) => {
    const now = ctx.now();
    const { rows, total } = await searchResidents(tx, district, q.keyword, chinaDay(now), q);
    return pageOf(
      rows.map((r) => consultView(r.p, r.c, now)),
      total,
      q,
    );
  });
}

async function deskList(tx: Tx, district: District, userId: number) {
  const rows = await deskDevices(tx, district.id, userId);
  return Promise.all(
    rows.map(async (d) => {
      const last = await lastReadingOfSerial(tx, d.type, d.serial);
      return {
        id: d.id,
        type: d.type,
        typeName: AI_DESK_DEVICE_TYPES[d.type],
        serial: d.serial,
        localUserId: d.localUserId,
        last: last
          ? { type: d.type, serial: d.serial, values: last.values, measuredAt: last.measuredAt.toISOString() }
          : null,
      };
    }),
  );
}

/** GET bind/list: the servicer's desk devices with their last readings. */
export function deskDeviceList(ctx: Ctx, code: string) {
  return inDistrict(ctx, code, (tx, district) => deskList(tx, district, ctx.userId));
}

/**
 * POST bind: binds a desk device to the servicer's local account. A servicer with a binding in
 * this district must name that account's local user id.
 */
export function bindDesk(
  ctx: Ctx,
  code: string,
  body: { type: AiDeskDeviceType; serial: string; localUserId: string },
) {
  return inDistrict(ctx, code, async (tx, district) => {
    const [own] = await tx
      .select({ localUserId: aiLocalBindings.localUserId })
      .from(aiLocalBindings)
      .where(and(eq(aiLocalBindings.userId, ctx.userId), eq(aiLocalBindings.districtId, district.id)))
      .limit(1);
    if (own && own.localUserId !== body.localUserId) throw badRequest(AI_OPS_MSG.localUser);
    await upsertDesk(tx, { projectId: ctx.projectId, districtId: district.id, userId: ctx.userId, ...body });
    const list = await deskList(tx, district, ctx.userId);
    const view = list.find((d) => d.type === body.type);
    if (!view) throw new Error('desk device not found after binding');
    return view;
  });
}

/** GET disease/info: the resident's chronic diseases as found by the platform (ai_discoveries). */
export function diseaseInfo(ctx: Ctx, code: string, who: AiWho) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, who);
    const rows = await discoveriesOf(tx, p.id);
    return {
      patientId: p.id,
      diseases: rows.map((r) => ({
        type: r.type,
        name: diseaseOf(r.type)?.name ?? '',
        source: r.source === 'diagnosis' ? '诊断记录' : '测量数据',
        foundAt: r.foundAt.toISOString(),
      })),
    };
  });
}

async function formView(ctx: Ctx, tx: Tx, district: District, p: PatientBrief, day: string) {
  const c = await consultOf(tx, p.id, day);
  const readings = (await deskList(tx, district, ctx.userId)).flatMap((d) => (d.last ? [d.last] : []));
  return { ...consultView(p, c ?? null, ctx.now(), true), deviceReadings: readings };
}

/** GET form/temporary (today) and form/detail (a date): the form with the desk devices' last readings. */
export function consultForm(ctx: Ctx, code: string, who: AiWho, date?: string) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, who);
    return formView(ctx, tx, district, p, date ?? chinaDay(ctx.now()));
  });
}

/** The readings a final form holds, in the measurements module's types and value names. */
function consultReadings(form: Record<string, number | null>) {
  const out: Array<{ type: 'bp' | 'bg' | 'weight' | 'hr'; values: Record<string, number>; period?: string }> =
    [];
  const { sbp, dbp, heartRate, weight, height, bg, mbg } = form;
  if (sbp != null && dbp != null) {
    const values: Record<string, number> = { systolic: sbp, diastolic: dbp };
    if (heartRate != null) values.heartRate = heartRate;
    out.push({ type: 'bp', values });
  } else if (heartRate != null) out.push({ type: 'hr', values: { heartRate } });
  if (bg != null) out.push({ type: 'bg', values: { glucose: bg }, period: 'fasting' });
  if (mbg != null) out.push({ type: 'bg', values: { glucose: mbg }, period: 'afterMeal' });
  if (weight != null) out.push({ type: 'weight', values: height != null ? { weight, height } : { weight } });
  return out;
}

/** POST form/temporary and before/wrap/form: saves today's form; a done form is not changed. */
export function saveConsultForm(ctx: Ctx, code: string, body: AiConsultForm, state: 'temporary' | 'done') {
  const form: Record<string, number | null> = {};
  for (const k of AI_CONSULT_FIELDS) form[k] = body[k] ?? null;
  if (state === 'done' && AI_CONSULT_FIELDS.every((k) => form[k] === null))
    throw badRequest(AI_OPS_MSG.consultEmpty);
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, body);
    const day = chinaDay(ctx.now());
    const row = {
      projectId: ctx.projectId,
      districtId: district.id,
      patientId: p.id,
      visitDate: day,
      userId: ctx.userId,
    };
    const saved = await saveConsult(tx, row, form, state, ctx.now());
    if (!saved) throw badRequest(AI_OPS_MSG.consultDone);
    // The final save stores the readings as the resident's measurements (graded like any other).
    if (state === 'done')
      for (const r of consultReadings(form))
        await insertReading(tx, {
          projectId: ctx.projectId,
          patientId: p.id,
          ...r,
          source: 'doctor',
          measuredAt: ctx.now(),
          remark: '预问诊录入',
          createdByUserId: ctx.userId,
          subject: { birthday: p.birthday, sex: p.sex },
        });
    return formView(ctx, tx, district, p, day);
  });
}
