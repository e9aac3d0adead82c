import { maskIdCard, maskPhone } from '@kanghu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { PatientRow, Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import {
  DISTRICT_NOT_FOUND,
  type District,
  districtResident,
  findDistrict,
  RESIDENT_NOT_FOUND,
  residentOf,
  servicerDistrict,
} from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { patientRelations, patients } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/**
 * The scope of the AI platform's patient-side calls (issue 16): a servicer works in the district
 * (core/district.ts); a customer reaches a district only through their own bound residents of it.
 */
export function inScope<T>(
  ctx: Ctx,
  code: string,
  fn: (tx: Tx, district: District, viewer: Viewer) => Promise<T>,
): Promise<T> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (viewer.kind !== 'customer') return fn(tx, await servicerDistrict(ctx, tx, code), viewer);
    const district = await findDistrict(tx, code);
    if (!district) throw notFound(DISTRICT_NOT_FOUND);
    return fn(tx, district, viewer);
  });
}

/** SQL: the patient ids the customer manages (patient_relations). */
export function ownPatientIds(userId: number) {
  return sql`(select ${patientRelations.patientId} from ${patientRelations} where ${patientRelations.userId} = ${userId})`;
}

/**
 * The resident a call is about: for a servicer the resident with `idcard` in the district (400
 * without it); for a customer their own resident of the district (the one with `idcard`, else
 * their own first), 404 when none.
 */
export async function residentFor(
  tx: Tx,
  viewer: Viewer,
  district: District,
  idcard: string | undefined,
): Promise<PatientRow> {
  if (viewer.kind !== 'customer') {
    if (!idcard) throw badRequest('请输入身份证号');
    return districtResident(tx, viewer, district, idcard);
  }
  const [row] = await tx
    .select({ p: patients })
    .from(patients)
    .innerJoin(
      patientRelations,
      and(eq(patientRelations.patientId, patients.id), eq(patientRelations.userId, viewer.userId)),
    )
    .where(and(residentOf(district), idcard ? eq(patients.idcard, idcard.toUpperCase()) : undefined))
    .orderBy(sql`${patientRelations.relation} = 'self' desc`, patientRelations.sort, patients.id)
    .limit(1);
  if (!row) throw notFound(RESIDENT_NOT_FOUND);
  return row.p;
}

/** A resident as lists show them: ID number and phone masked. */
export function residentBrief(p: Pick<PatientRow, 'id' | 'name' | 'idcard' | 'tel' | 'sex' | 'birthday'>) {
  return {
    patientId: p.id,
    name: p.name,
    idcard: maskIdCard(p.idcard),
    tel: maskPhone(p.tel),
    sex: p.sex,
    birthday: p.birthday,
  };
}

/** limit/offset of a page. */
export function pageOf(q: { pageNo: number; pageSize: number }) {
  return { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
}
