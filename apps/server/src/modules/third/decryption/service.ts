import { decryptionPayload, MSG, parseIdCard, type SessionInfo, THIRD_MSG } from '@kanghu/shared';
import type { OpenCtx } from '../../../core/context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { findOrCreateCustomer, findOrCreatePatient, linkPatient } from '../accounts-repo.ts';
import { type AuditNote, withAudit } from '../audit.ts';
import { isFresh, sameSignature } from '../crypto-util.ts';
import { finishLogin } from '../login-result.ts';
import { claimOnce } from '../tickets.ts';
import {
  type DecryptionScheme,
  decryptWith,
  schemeKey,
  schemeSignSecret,
  signDecryptionPayload,
} from './schemes.ts';

/** A partner payload is accepted within 5 minutes of its ts, and once. */
export const PAYLOAD_WINDOW_MS = 5 * 60_000;

/** Parses decrypted text as JSON; null when it is not an object. */
export function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The first Chinese message of a failed zod parse. */
export function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? MSG.invalidInput;
}

/**
 * POST /api/base/decryption/{scheme}: decrypts the partner's {idcard, name, tel, ts, sign},
 * checks the signature, the 5-minute window and single use, then finds or creates the
 * customer (by phone) and the self patient (by ID number) and logs in.
 */
export function decryptionLogin(ctx: OpenCtx, scheme: DecryptionScheme, data: string): Promise<SessionInfo> {
  const { projectId } = ctx;
  const note: AuditNote = { identifier: `decrypt:${scheme}` };
  return withAudit(ctx, `decrypt-${scheme}`, note, async () => {
    const key = await schemeKey(ctx.services, projectId, scheme);
    const json = parseJsonObject(decryptWith(scheme, key, data));
    if (!json) throw badRequest(MSG.decryptFailed);
    const parsed = decryptionPayload.safeParse(json);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const payload = parsed.data;
    note.identifier = payload.idcard;
    const signSecret = await schemeSignSecret(ctx.services, projectId, scheme);
    if (!sameSignature(signDecryptionPayload(signSecret, payload), payload.sign)) {
      throw badRequest(MSG.signatureInvalid);
    }
    if (!isFresh(payload.ts, PAYLOAD_WINDOW_MS)) throw badRequest(THIRD_MSG.requestExpired);
    if (!(await claimOnce(ctx.services, projectId, 'decrypt-sign', payload.sign, 2 * PAYLOAD_WINDOW_MS))) {
      throw badRequest(THIRD_MSG.replayed);
    }
    const id = parseIdCard(payload.idcard);
    if (!id.ok) throw badRequest(id.msg);
    const idcard = id.info.idcard;
    const { userId, patientId } = await ctx.inTenant(async (tx) => {
      const user = await findOrCreateCustomer(tx, projectId, {
        tel: payload.tel,
        idcard,
        name: payload.name,
      });
      const patient = await findOrCreatePatient(
        tx,
        projectId,
        { idcard, name: payload.name, tel: payload.tel },
        user.id,
      );
      await linkPatient(tx, projectId, user.id, patient.id);
      return { userId: user.id, patientId: patient.id };
    });
    return finishLogin(ctx, note, userId, { changed: true, currentPatientId: patientId });
  });
}
