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
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { smsCodes } from '../../../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../../../lib/crypto.ts';
import { tooMany } from '../../../lib/errors.ts';
import type { SmsProvider } from './provider.ts';

const DAY_MS = 24 * 3_600_000;

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
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${projectId}:${tel}`}, 0))`);
      const now = Date.now();
      const [perPhone] = await tx
        .select({
          lastMinute:
            sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${new Date(now - SMS_PER_PHONE_INTERVAL_MS)})`.mapWith(
              Number,
            ),
          lastDay: count(),
        })
        .from(smsCodes)
        .where(and(eq(smsCodes.tel, tel), gt(smsCodes.createdAt, new Date(now - DAY_MS))));
      if ((perPhone?.lastMinute ?? 0) > 0) throw tooMany(MSG.smsTooFrequent);
      if ((perPhone?.lastDay ?? 0) >= SMS_PER_PHONE_PER_DAY) throw tooMany(MSG.smsDailyLimit);
      if (ip) {
        const [perIp] = await tx
          .select({ n: count() })
          .from(smsCodes)
          .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(now - DAY_MS))));
        if ((perIp?.n ?? 0) >= SMS_PER_IP_PER_DAY) throw tooMany(MSG.smsDailyLimit);
      }
      await tx
        .update(smsCodes)
        .set({ usedAt: new Date(now) })
        .where(and(eq(smsCodes.tel, tel), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt)));
      await tx.insert(smsCodes).values({
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
      const [row] = await tx
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.tel, tel),
            eq(smsCodes.scene, scene),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1)
        .for('update');
      if (!row || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return false;
      if (!codeMatches(row.codeHash, code)) {
        await tx
          .update(smsCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(smsCodes.id, row.id));
        return false;
      }
      await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, row.id));
      return true;
    });
  }
}
