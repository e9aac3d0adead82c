import type { WalletBankBody } from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { doctorWallets, walletEntries } from '../../db/schema/index.ts';
import type { WalletRow } from './ledger.ts';

/** Balance (the sum of the entries), total income and total withdrawn of a wallet, cents. */
export async function walletTotals(tx: Tx, walletId: number) {
  const [row] = await tx
    .select({
      balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)`,
      income: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.kind} = 'income'), 0)`,
      withdrawn: sql<string>`coalesce(-sum(${walletEntries.amount}) filter (where ${walletEntries.kind} = 'withdrawal'), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, walletId));
  return {
    balance: Number(row?.balance ?? 0),
    totalIncome: Number(row?.income ?? 0),
    totalWithdrawn: Number(row?.withdrawn ?? 0),
  };
}

export async function updateBank(
  tx: Tx,
  walletId: number,
  body: WalletBankBody,
  now: Date,
): Promise<WalletRow | null> {
  const [row] = await tx
    .update(doctorWallets)
    .set({
      bankName: body.bankName,
      bankCard: body.bankCard,
      bankUserName: body.bankUserName,
      bankAddress: body.bankAddress ?? null,
      updatedAt: now,
    })
    .where(eq(doctorWallets.id, walletId))
    .returning();
  return row ?? null;
}
