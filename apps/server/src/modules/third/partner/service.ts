import {
  MSG,
  maskIdCard,
  maskPhone,
  PARTNER_TOKEN_TTL_S,
  type PartnerIdentityPayload,
  type PartnerUserInfo,
  partnerIdentityPayload,
  type SessionInfo,
  THIRD_MSG,
} from '@kanghu/shared';
import type { OpenCtx } from '../../../core/context.ts';
import type { Tx } from '../../../db/database.ts';
import { newToken, sha256Hex } from '../../../lib/crypto.ts';
import { badRequest, notFound, unauthorized } from '../../../lib/errors.ts';
import { findCustomerByIdcard, findCustomerByTel, isPatientOf, type UserRow } from '../accounts-repo.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { isFresh, sameSignature, toMillis } from '../crypto-util.ts';
import { aesGcmDecrypt } from '../decryption/ciphers.ts';
import { firstIssue, PAYLOAD_WINDOW_MS, parseJsonObject } from '../decryption/service.ts';
import { finishLogin } from '../login-result.ts';
import { claimOnce, putTicket, readTicket } from '../tickets.ts';
import { partnerSign, readPartnerKey } from './keys.ts';

/** Decrypts and validates a partner's identity payload ({tel} or {idcard}, optional ts). */
function decryptIdentity(secret: string, data: string): PartnerIdentityPayload {
  const json = parseJsonObject(aesGcmDecrypt(secret, data));
  if (!json) throw badRequest(MSG.decryptFailed);
  const parsed = partnerIdentityPayload.safeParse(json);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return parsed.data;
}

/** Find rule of partner data: the active customer with the phone number, else with the ID number. */
async function findCustomer(tx: Tx, identity: PartnerIdentityPayload): Promise<UserRow | null> {
  if (identity.tel) return findCustomerByTel(tx, identity.tel);
  if (identity.idcard) return findCustomerByIdcard(tx, identity.idcard);
  return null;
}

/** POST /api/user/decrypt/login: partner data -> the existing customer; never creates one. */
export function partnerDecryptLogin(
  ctx: OpenCtx,
  body: { appKey: string; data: string; patientId?: number | undefined; project?: string | undefined },
): Promise<SessionInfo> {
  const { project } = ctx;
  const note: AuditNote = { identifier: `partner:${body.appKey}` };
  return withAudit(ctx, 'partner-decrypt-login', note, async () => {
    if (body.project && body.project !== project.key) throw badRequest(THIRD_MSG.projectMismatch);
    const key = await readPartnerKey(ctx.services, project.id, body.appKey);
    if (!key) throw badRequest(MSG.thirdLoginFailed);
    const identity = decryptIdentity(key.secretValue, body.data);
    note.identifier = identity.tel ?? identity.idcard ?? note.identifier;
    if (identity.ts === undefined || !isFresh(toMillis(identity.ts), PAYLOAD_WINDOW_MS)) {
      throw badRequest(THIRD_MSG.requestExpired);
    }
    if (
      !(await claimOnce(
        ctx.services,
        project.id,
        'partner-data',
        sha256Hex(body.data),
        2 * PAYLOAD_WINDOW_MS,
      ))
    ) {
      throw badRequest(THIRD_MSG.replayed);
    }
    const userId = await ctx.inTenant(async (tx) => {
      const user = await findCustomer(tx, identity);
      if (!user) throw badRequest(MSG.userNotFound);
      if (body.patientId !== undefined && !(await isPatientOf(tx, user.id, body.patientId))) {
        throw badRequest(MSG.patientInfoMismatch);
      }
      return user.id;
    });
    return finishLogin(ctx, note, userId, { currentPatientId: body.patientId });
  });
}

/** POST /api/user/token/check: a signed, fresh, single-use request -> a 5-minute access token. */
export function partnerTokenCheck(
  ctx: OpenCtx,
  body: { appKey: string; timestamp: string; sign: string },
): Promise<{ valid: true; accessToken: string; expiresIn: number }> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: `partner:${body.appKey}` };
  return withAudit(ctx, 'partner-token-check', note, async () => {
    const key = await readPartnerKey(ctx.services, projectId, body.appKey);
    if (!key) throw badRequest(MSG.signatureInvalid);
    const sign = body.sign.toLowerCase();
    if (!sameSignature(partnerSign(key.secretValue, body.appKey, body.timestamp), sign)) {
      throw badRequest(MSG.signatureInvalid);
    }
    if (!isFresh(toMillis(Number(body.timestamp)), PAYLOAD_WINDOW_MS))
      throw badRequest(THIRD_MSG.requestExpired);
    if (
      !(await claimOnce(
        ctx.services,
        projectId,
        'partner-sign',
        `${body.appKey}:${sign}`,
        2 * PAYLOAD_WINDOW_MS,
      ))
    ) {
      throw badRequest(THIRD_MSG.replayed);
    }
    const accessToken = newToken();
    await putTicket(
      ctx.services,
      projectId,
      'partner-token',
      accessToken,
      { appKey: body.appKey },
      PARTNER_TOKEN_TTL_S * 1000,
    );
    return { valid: true as const, accessToken, expiresIn: PARTNER_TOKEN_TTL_S };
  });
}

/** POST /api/user/token/decrypt/info: access token + partner data -> masked user info. */
export function partnerTokenDecryptInfo(
  ctx: OpenCtx,
  body: { accessToken: string; data: string },
): Promise<PartnerUserInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: 'partner:unknown' };
  return withAudit(ctx, 'partner-token-info', note, async () => {
    const ticket = await readTicket<{ appKey: string }>(
      ctx.services,
      projectId,
      'partner-token',
      body.accessToken,
    );
    if (!ticket) throw unauthorized(THIRD_MSG.accessTokenInvalid);
    note.identifier = `partner:${ticket.appKey}`;
    const key = await readPartnerKey(ctx.services, projectId, ticket.appKey);
    if (!key) throw unauthorized(THIRD_MSG.accessTokenInvalid);
    const identity = decryptIdentity(key.secretValue, body.data);
    const user = await ctx.inTenant((tx) => findCustomer(tx, identity));
    if (!user) throw notFound(MSG.userNotFound);
    note.userId = user.id;
    return { userId: user.id, name: user.name, tel: maskPhone(user.tel), idcard: maskIdCard(user.idcard) };
  });
}
