import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { doctorWallets, walletEntries } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export type EntryKind = 'income' | 'withdrawal' | 'refund_reversal';
export type WalletRow = typeof doctorWallets.$inferSelect;
export type EntryRow = typeof walletEntries.$inferSelect;

export const INSUFFICIENT_BALANCE = '余额不足';

/**
 * The doctor wallet is a ledger: every change is one row of wallet_entries (income positive,
 * withdrawals and reversals negative) and the balance is their sum. Every write locks the wallet
 * row first (SELECT ... FOR UPDATE), so two debits never both pass the balance check.
 */
export async function lockWallet(tx: Tx, projectId: number, doctorId: number): Promise<WalletRow> {
  await tx.insert(doctorWallets).values({ projectId, doctorId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(doctorWallets)
    .where(eq(doctorWallets.doctorId, doctorId))
    .for('update')
    .limit(1);
  if (!row) throw new Error('wallet row missing after insert');
  return row;
}

export async function findWallet(tx: Tx, doctorId: number): Promise<WalletRow | null> {
  const [row] = await tx.select().from(doctorWallets).where(eq(doctorWallets.doctorId, doctorId)).limit(1);
  return row ?? null;
}

export async function balanceOf(tx: Tx, walletId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, walletId));
  return Number(row?.sum ?? 0);
}

function assertPositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest('金额须为正整数（单位：分）');
}

/** Income of a completed order; idempotent per order (a repeat adds nothing). */
export async function creditIncome(
  tx: Tx,
  projectId: number,
  doctorId: number,
  orderId: number,
  amount: number,
): Promise<void> {
  if (amount === 0) return;
  assertPositive(amount);
  const wallet = await lockWallet(tx, projectId, doctorId);
  await tx
    .insert(walletEntries)
    .values({ projectId, walletId: wallet.id, kind: 'income', amount, orderId, remark: '问诊收入' })
    .onConflictDoNothing();
}

/** A debit (withdrawal or refund reversal) that never takes the balance below zero. */
export async function debit(
  tx: Tx,
  projectId: number,
  doctorId: number,
  kind: Exclude<EntryKind, 'income'>,
  amount: number,
  options: { orderId?: number; remark?: string } = {},
): Promise<EntryRow> {
  assertPositive(amount);
  const wallet = await lockWallet(tx, projectId, doctorId);
  const balance = await balanceOf(tx, wallet.id);
  if (balance < amount) throw badRequest(INSUFFICIENT_BALANCE);
  const [row] = await tx
    .insert(walletEntries)
    .values({
      projectId,
      walletId: wallet.id,
      kind,
      amount: -amount,
      orderId: options.orderId ?? null,
      remark: options.remark ?? (kind === 'withdrawal' ? '提现' : '退款冲正'),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function listEntries(
  tx: Tx,
  walletId: number,
  kind: EntryKind | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = kind
    ? and(eq(walletEntries.walletId, walletId), eq(walletEntries.kind, kind))
    : eq(walletEntries.walletId, walletId);
  const rows = await tx
    .select()
    .from(walletEntries)
    .where(where)
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .offset(offset)
    .limit(limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(walletEntries).where(where);
  return { rows, total: count?.n ?? 0 };
}
