import { forbidden } from '../lib/errors.ts';
import type { SessionRecord } from './sessions.ts';

/**
 * Who may call a route, declared on the route and checked once by plugins/auth.ts (and listed in
 * the OpenAPI document as `x-access`):
 * - open: anyone, signed in or not (sign-in calls, public config);
 * - user: any signed-in account;
 * - customer: patients, families and learners (user type customer);
 * - servicer: doctors, assistants, staff and admins (user type servicer);
 * - manager: admins and staff of the project.
 * Object-level rules (may this viewer see patient N) live in core/access.ts.
 */
export const ACCESS = ['open', 'user', 'customer', 'servicer', 'manager'] as const;
export type Access = (typeof ACCESS)[number];

export function allows(access: Access, session: SessionRecord): boolean {
  switch (access) {
    case 'open':
    case 'user':
      return true;
    case 'customer':
      return session.userType === 'customer';
    case 'servicer':
      return session.userType === 'servicer';
    case 'manager':
      return session.userType === 'servicer' && (session.role === 'admin' || session.role === 'staff');
  }
}

/** 403 unless the session passes `access`. */
export function assertAccess(access: Access, session: SessionRecord): void {
  if (!allows(access, session)) throw forbidden();
}
