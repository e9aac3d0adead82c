import {
  type FraxView,
  type fraxBody,
  type fraxListQuery,
  OSTA_BANDS,
  OSTA_NAME,
  type OstaBand,
  ostaOf,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type FraxRow, insertAssessment, patientAssessments, visibleAssessment } from './repo.ts';

type Body = z.output<typeof fraxBody>;

const NOT_FOUND = '骨折风险评估记录不存在';

function view({ row: r, patientName }: FraxRow): FraxView {
  const [year, month, day] = r.birthday.split('-').map(Number) as [number, number, number];
  const band = r.ostaBand as OstaBand;
  return {
    id: r.id,
    patientId: r.patientId,
    patientName,
    sex: r.sex,
    birthday: r.birthday,
    year,
    month,
    day,
    height: r.height,
    weight: r.weight,
    fracture: r.fracture,
    parentFracturedHip: r.parentFracturedHip,
    smoking: r.smoking,
    glucocorticoids: r.glucocorticoids,
    rheumatoidArthritis: r.rheumatoidArthritis,
    secondaryOsteoporosis: r.secondaryOsteoporosis,
    alcohol3UnitsPerWeek: r.alcohol3Units,
    bmdType: r.bmdType,
    bmdValue: r.bmdValue,
    osta: {
      name: OSTA_NAME,
      index: r.ostaIndex,
      band,
      bandName: OSTA_BANDS[band].name,
      advice: OSTA_BANDS[band].advice,
      age: r.ostaAge,
    },
    createdAt: r.createdAt.toISOString(),
  };
}

/** POST: the FRAX inputs for a patient the caller sees (another account's patient: 404); OSTA computed now. */
export function addFrax(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const osta = ostaOf(body.weight, body.birthday, ctx.now());
    const row = await insertAssessment(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      createdByUserId: ctx.userId,
      sex: body.sex,
      birthday: body.birthday,
      height: body.height,
      weight: body.weight,
      fracture: body.fracture,
      parentFracturedHip: body.parentFracturedHip,
      smoking: body.smoking,
      glucocorticoids: body.glucocorticoids,
      rheumatoidArthritis: body.rheumatoidArthritis,
      secondaryOsteoporosis: body.secondaryOsteoporosis,
      alcohol3Units: body.alcohol3UnitsPerWeek,
      bmdType: body.bmdType ?? null,
      bmdValue: body.bmdValue ?? null,
      ostaAge: osta.age,
      ostaIndex: osta.index,
      ostaBand: osta.band,
    });
    if (!row) throw badRequest('保存失败');
    const stored = await visibleAssessment(tx, viewer, row.id);
    if (!stored) throw notFound(NOT_FOUND);
    return view(stored);
  });
}

/** GET /:id: an assessment of a patient the caller sees; otherwise 404. */
export function fraxDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleAssessment(tx, viewer, id);
    if (!row) throw notFound(NOT_FOUND);
    viewer.opened?.add(row.row.patientId);
    return view(row);
  });
}

/** GET: the newest assessments of a patient the caller sees. */
export function fraxHistory(ctx: Ctx, q: z.output<typeof fraxListQuery>) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const rows = await patientAssessments(tx, patient.id, q.limit);
    return rows.map(view);
  });
}
