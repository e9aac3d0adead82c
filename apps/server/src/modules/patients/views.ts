import {
  DISEASE_TYPES,
  maskIdCard,
  maskPhone,
  type PatientDetail,
  type PatientListItem,
} from '@kanghu/shared';
import type { PatientRow } from '../../core/access.ts';

/** Whole years from a YYYY-MM-DD birthday to today. */
export function ageOf(birthday: string | null): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const now = new Date();
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return Math.max(age, 0);
}

/** A patient in a list: ID and phone masked (spec 1 section 9). */
export function toListItem(
  p: PatientRow,
  doctorName: string | null,
  relation: string | null,
): PatientListItem {
  return {
    id: p.id,
    name: p.name,
    idcard: maskIdCard(p.idcard),
    tel: maskPhone(p.tel),
    sex: p.sex,
    birthday: p.birthday,
    age: ageOf(p.birthday),
    photo: p.photo,
    isChild: p.isChild,
    doctorId: p.doctorId,
    doctorName,
    relation,
    createdAt: p.createdAt.toISOString(),
  };
}

export function diseaseName(type: number): string {
  return DISEASE_TYPES.find((d) => d.type === type)?.name ?? '';
}

/** The detail view: the full ID and phone, for a viewer allowed to see the patient. */
export function toDetail(
  p: PatientRow,
  more: {
    doctorName: string | null;
    relation: string | null;
    categories: Array<{ type: number; level: number }>;
    tags: Array<{ id: number; name: string }>;
  },
): PatientDetail {
  return {
    ...toListItem(p, more.doctorName, more.relation),
    idcard: p.idcard ?? '',
    tel: p.tel ?? '',
    address: p.address,
    telRelation: p.telRelation,
    remark: p.remark,
    extra: p.extra,
    categoryList: more.categories.map((c) => ({ ...c, name: diseaseName(c.type) })),
    tagList: more.tags,
  };
}
