import { maskIdCard, maskPhone, type PatientView, type UserView } from '@kanghu/shared';
import type { patients, users } from '../../db/schema/index.ts';

export function toUserView(u: typeof users.$inferSelect, orgCode: string | null): UserView {
  return {
    id: u.id,
    userType: u.userType,
    role: u.role,
    username: u.username,
    name: u.name,
    nickName: u.nickName,
    tel: maskPhone(u.tel),
    sex: u.sex,
    photo: u.photo,
    email: u.email,
    orgCode,
  };
}

export function toPatientView(p: typeof patients.$inferSelect, relation: string | null): PatientView {
  return {
    id: p.id,
    name: p.name,
    idcard: maskIdCard(p.idcard),
    tel: maskPhone(p.tel),
    sex: p.sex,
    birthday: p.birthday,
    relation,
    photo: p.photo,
    isChild: p.isChild,
  };
}
