import { randomBytes, randomInt } from 'node:crypto';
import {
  MSG,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_PER_IP_PER_DAY,
  SMS_PER_PHONE_INTERVAL_MS,
  SMS_PER_PHONE_PER_DAY,
  type SmsScene,
  type SmsSendResult,
} from '@kanghu/shared';
import type { Database } from '../../../db/database.ts';
import { safeEqual, sha256Hex } from '../../../lib/crypto.ts';
import { tooMany } from '../../../lib/errors.ts';
import type { SmsProvider } from './provider.ts';
import {
  countWrongTry,
  insertCode,
  lockPhone,
  markUsed,
  openCode,
  retireCodes,
  sentFromIp,
  sentToPhone,
} from './repo.ts';

function hashCode(code: string, salt: string): string {
  return `${salt}$${sha256Hex(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const salt = stored.slice(0, stored.indexOf('$'));
  return safeEqual(stored, hashCode(code, salt));
}

function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * SMS verification codes: 6 digits, stored as salted SHA-256, valid 5 minutes, single use, dead
 * after SMS_CODE_MAX_ATTEMPTS wrong tries; a newer code of the same phone and scene replaces the
 * older one. Sending is limited per phone (1 a minute, 10 in 24 hours) and per IP (24 hours).
 */
export class SmsCodeService {
  constructor(
    private readonly db: Database,
    readonly provider: SmsProvider,
  ) {}

  async send(projectId: number, tel: string, scene: SmsScene, ip: string | null): Promise<SmsSendResult> {
    const code = newCode();
    await this.db.tenant(projectId, async (tx) => {
      // Serialises concurrent requests for one phone so the per-minute limit cannot be raced.
      await lockPhone(tx, projectId, tel);
      const now = Date.now();
      const perPhone = await sentToPhone(tx, tel, now, SMS_PER_PHONE_INTERVAL_MS);
      if (perPhone.lastInterval > 0) throw tooMany(MSG.smsTooFrequent);
      if (perPhone.lastDay >= SMS_PER_PHONE_PER_DAY) throw tooMany(MSG.smsDailyLimit);
      if (ip && (await sentFromIp(tx, ip, now)) >= SMS_PER_IP_PER_DAY) throw tooMany(MSG.smsDailyLimit);
      await retireCodes(tx, tel, scene, now);
      await insertCode(tx, {
        projectId,
        tel,
        scene,
        codeHash: hashCode(code, randomBytes(16).toString('hex')),
        expiresAt: new Date(now + SMS_CODE_TTL_MS),
        ip,
      });
    });
    const minutes = Math.round(SMS_CODE_TTL_MS / 60_000);
    await this.provider.send(tel, `【康护】您的验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`);
    return {
      expiresInSeconds: Math.round(SMS_CODE_TTL_MS / 1000),
      resendAfterSeconds: Math.round(SMS_PER_PHONE_INTERVAL_MS / 1000),
    };
  }

  /**
   * Checks and uses up a code. Answers false for a wrong, expired, used or exhausted code; a
   * wrong try counts against the code's attempts (the count is kept even though we answer false).
   */
  async consume(projectId: number, tel: string, scene: SmsScene, code: string): Promise<boolean> {
    return this.db.tenant(projectId, async (tx) => {
      const row = await openCode(tx, tel, scene);
      if (!row || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return false;
      if (!codeMatches(row.codeHash, code)) {
        await countWrongTry(tx, row.id, row.attempts + 1);
        return false;
      }
      await markUsed(tx, row.id);
      return true;
    });
  }
}
