import { MSG, type Role, type UserType } from '@kanghu/shared';
import type { SessionRecord } from '../../core/sessions.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';

/** Roles that manage accounts of the project. */
export const MANAGER_ROLES: readonly Role[] = ['admin', 'staff'];
/** Roles of doctors' side users who may create customer accounts for their patients. */
export const DOCTOR_ROLES: readonly Role[] = ['doctor', 'assistant'];
const CUSTOMER_ROLES: readonly Role[] = ['patient', 'learner'];

export function userTypeOfRole(role: Role): UserType {
  return CUSTOMER_ROLES.includes(role) ? 'customer' : 'servicer';
}

/** The user type of an account with `role`; refuses a contradicting `userType`. */
export function resolveUserType(role: Role, userType?: UserType): UserType {
  const expected = userTypeOfRole(role);
  if (userType && userType !== expected) throw badRequest('用户类型与角色不匹配');
  return expected;
}

/**
 * Who may create an account of `role`: an admin any role; staff any role but admin; doctors
 * and assistants customer accounts (role patient) only. Everyone else: 403.
 */
export function assertMayCreate(session: SessionRecord, role: Role): void {
  if (session.role === 'admin') return;
  if (session.role === 'staff' && role !== 'admin') return;
  if (DOCTOR_ROLES.includes(session.role as Role) && role === 'patient') return;
  throw forbidden();
}

/** Who may change (or reset the password of) an account: admins any; staff all but admins. */
export function assertMayManage(session: SessionRecord, target: { role: Role }, newRole?: Role): void {
  if (session.role === 'admin') return;
  if (session.role === 'staff' && target.role !== 'admin' && newRole !== 'admin') return;
  throw forbidden();
}

export function assertSelf(session: SessionRecord, id: number): void {
  if (session.userId !== id) throw forbidden(MSG.forbidden);
}
