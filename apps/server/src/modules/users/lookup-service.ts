import {
  MSG,
  maskIdCard,
  type mcnRegisterBody,
  normalizeMobile,
  type UserBrief,
  type UserWithIdcard,
} from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { toUserView } from '../auth/session-info.ts';
import { assertServicer } from './policy.ts';
import { findActiveByIdcard, getUserWithOrg, saveRegistration } from './repo.ts';

/** Program name of POST /api/user/mcn/zdcs/register in the registrations table. */
export const MCN_ZDCS_PROGRAM = 'mcn-zdcs';

/** GET /api/user/:id (loadUserById): id, name and user type, for any signed-in user of the project. */
export async function getUserBrief(
  services: Services,
  request: FastifyRequest,
  id: number,
): Promise<UserBrief> {
  const { projectId } = requireSession(request);
  const row = await services.db.tenant(projectId, (tx) => getUserWithOrg(tx, id));
  if (!row) throw notFound(MSG.userNotFound);
  return { id: row.user.id, name: row.user.name, userType: row.user.userType };
}

/** GET /api/user/findUser/idcard/:idcard: servicers only; the account with this ID number, masked. */
export async function findUserByIdcard(
  services: Services,
  request: FastifyRequest,
  idcard: string,
): Promise<UserWithIdcard> {
  const session = requireSession(request);
  assertServicer(session);
  const row = await services.db.tenant(session.projectId, (tx) => findActiveByIdcard(tx, idcard));
  if (!row) throw notFound(MSG.userNotFound);
  return { ...toUserView(row.user, row.orgCode), idcard: maskIdCard(row.user.idcard) };
}

/** POST /api/user/mcn/zdcs/register: open; one stored registration per number. */
export async function registerMcn(
  services: Services,
  request: FastifyRequest,
  body: z.infer<typeof mcnRegisterBody>,
): Promise<void> {
  const projectId = request.tenant.project.id;
  await services.db.tenant(projectId, (tx) =>
    saveRegistration(tx, {
      projectId,
      program: MCN_ZDCS_PROGRAM,
      name: body.name,
      tel: normalizeMobile(body.tel),
      remark: body.remark || null,
    }),
  );
}
