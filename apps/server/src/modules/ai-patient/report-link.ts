import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';
import { newSecretKey } from '../../lib/secret-box.ts';
import type { Services } from '../../services.ts';
import { ensureKey } from '../third/keys.ts';

/**
 * The signed link of the no-login report page (issue 16: "an ID number alone must not open
 * anyone's report"). Token = printRecordId.expiresAtMs.HMAC-SHA256(project key
 * `local-yzh:report-link`, projectId.districtKey.printRecordId.expiresAtMs) in base64url. The
 * token names a print record (ai_print_records), never the resident; the record must still exist.
 */
const KIND = 'local-yzh:report-link';

async function linkKey(services: Services, projectId: number): Promise<Buffer> {
  const key = await ensureKey(services, projectId, KIND, () => ({
    publicValue: null,
    secretValue: newSecretKey(),
  }));
  return Buffer.from(key.secretValue, 'base64');
}

function mac(key: Buffer, projectId: number, districtKey: string, id: number, exp: number): string {
  return createHmac('sha256', key).update(`${projectId}.${districtKey}.${id}.${exp}`).digest('base64url');
}

export async function signReportLink(
  services: Services,
  projectId: number,
  districtKey: string,
  printRecordId: number,
  expiresAt: Date,
): Promise<string> {
  const exp = expiresAt.getTime();
  return `${printRecordId}.${exp}.${mac(await linkKey(services, projectId), projectId, districtKey, printRecordId, exp)}`;
}

/** The print record id of a valid, unexpired token; null for anything else. */
export async function openReportLink(
  services: Services,
  projectId: number,
  districtKey: string,
  token: string | undefined,
  now: Date,
): Promise<number | null> {
  const m = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const id = Number(m[1]);
  const exp = Number(m[2]);
  if (exp <= now.getTime()) return null;
  const expected = mac(await linkKey(services, projectId), projectId, districtKey, id, exp);
  return safeEqual(expected, m[3] ?? '') ? id : null;
}
