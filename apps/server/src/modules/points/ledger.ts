import {
  type AwardOutcome,
  applyEntry,
  chinaDay,
  POINTS_MSG,
  POINTS_RULE_DEFAULTS,
  POINTS_RULE_KEYS,
  type PointsRuleKey,
} from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { dayCounts, findEntry, insertEntry, lockAccount, projectRules, totalsOf } from './repo.ts';

export interface EffectiveRule {
  rule: PointsRuleKey;
  label: string;
  amount: number;
  dailyCap: number | null;
  enabled: boolean;
}

/** The project's rules: its own rows where it has them, else POINTS_RULE_DEFAULTS. */
export async function effectiveRules(tx: Tx): Promise<EffectiveRule[]> {
  const own = new Map((await projectRules(tx)).map((r) => [r.rule, r]));
  return POINTS_RULE_KEYS.map((rule) => {
    const d = POINTS_RULE_DEFAULTS[rule];
    const row = own.get(rule);
    return row
      ? { rule, label: d.label, amount: row.amount, dailyCap: row.dailyCap, enabled: row.enabled }
      : { rule, label: d.label, amount: d.amount, dailyCap: d.dailyCap, enabled: true };
  });
}

export interface AwardInput {
  projectId: number;
  userId: number;
  rule: PointsRuleKey;
  /** What the award is for (article id, course id, answer id, China day): one award per ref. */
  ref: string | number;
  /** Defaults to the current time; its China day counts against the daily cap. */
  now?: Date;
  note?: string;
}

export interface AwardResult {
  outcome: AwardOutcome;
  /** Points paid by this call (0 unless outcome is paid). */
  amount: number;
  balance: number;
}

/**
 * THE way any module pays points (reading, course completion, accepted answers, sign-in). Call it
 * inside the caller's tenant transaction: `awardPoints(tx, { projectId, userId, rule, ref })`.
 * Idempotent per (account, rule, ref): a retried call answers `duplicate` and pays nothing;
 * over the rule's daily cap answers `capped`; a rule the project switched off answers `disabled`.
 * Never throws for those: earning points must never fail the action that earned them.
 */
export async function awardPoints(tx: Tx, input: AwardInput): Promise<AwardResult> {
  const { projectId, userId, rule } = input;
  const ref = String(input.ref);
  await lockAccount(tx, projectId, userId);
  const answer = async (outcome: AwardOutcome, amount = 0): Promise<AwardResult> => ({
    outcome,
    amount,
    balance: (await totalsOf(tx, userId)).balance,
  });
  if (await findEntry(tx, userId, rule, ref)) return answer('duplicate');
  const effective = (await effectiveRules(tx)).find((r) => r.rule === rule);
  if (!effective?.enabled) return answer('disabled');
  const day = chinaDay(input.now ?? new Date());
  if (effective.dailyCap !== null) {
    const today = (await dayCounts(tx, userId, day)).get(rule) ?? 0;
    if (today >= effective.dailyCap) return answer('capped');
  }
  const row = await insertEntry(tx, {
    projectId,
    userId,
    kind: rule,
    ref,
    amount: effective.amount,
    day,
    note: input.note,
  });
  return row ? { outcome: 'paid', amount: row.amount, balance: row.balanceAfter } : answer('duplicate');
}

/**
 * Spends points (an exchange): refuses with 积分不足 when the balance is short. Call after
 * taking the account lock in the same transaction as the thing bought.
 */
export async function spendPoints(
  tx: Tx,
  entry: { projectId: number; userId: number; ref: string; amount: number; now: Date; note: string },
): Promise<number> {
  await lockAccount(tx, entry.projectId, entry.userId);
  const { balance } = await totalsOf(tx, entry.userId);
  if (applyEntry(balance, -entry.amount) === null) throw badRequest(POINTS_MSG.notEnough);
  const row = await insertEntry(tx, {
    projectId: entry.projectId,
    userId: entry.userId,
    kind: 'exchange',
    ref: entry.ref,
    amount: -entry.amount,
    day: chinaDay(entry.now),
    note: entry.note,
  });
  if (!row) throw new Error('exchange entry already exists');
  return row.balanceAfter;
}
