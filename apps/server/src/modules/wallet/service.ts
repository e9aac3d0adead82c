import {
  maskBankCard,
  WALLET_ENTRY_TEXT,
  type WalletBankBody,
  type WalletView,
  type walletEntriesQuery,
} from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionRecord } from '../../core/sessions.ts';
import { doctorWallets, walletEntries } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { doctorOf } from '../inquiry/service.ts';
import { debit, type EntryRow, findWallet, listEntries, lockWallet, type WalletRow } from './ledger.ts';

function bankView(wallet: WalletRow | null) {
  return {
    bankName: wallet?.bankName ?? null,
    bankCard: wallet?.bankCard ? maskBankCard(wallet.bankCard) : null,
    bankUserName: wallet?.bankUserName ?? null,
    bankAddress: wallet?.bankAddress ?? null,
  };
}

function entryView(e: EntryRow) {
  return {
    id: e.id,
    kind: e.kind,
    kindText: WALLET_ENTRY_TEXT[e.kind],
    amount: e.amount,
    orderId: e.orderId,
    remark: e.remark,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Balance (= sum of entries) and totals of the signed-in doctor's wallet. */
export async function walletOf(services: Services, session: SessionRecord): Promise<WalletView> {
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const wallet = await findWallet(tx, self.doctorId);
    if (!wallet) return { balance: 0, totalIncome: 0, totalWithdrawn: 0, bank: bankView(null) };
    const [row] = await tx
      .select({
        balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)`,
        income: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.kind} = 'income'), 0)`,
        withdrawn: sql<string>`coalesce(-sum(${walletEntries.amount}) filter (where ${walletEntries.kind} = 'withdrawal'), 0)`,
      })
      .from(walletEntries)
      .where(eq(walletEntries.walletId, wallet.id));
    return {
      balance: Number(row?.balance ?? 0),
      totalIncome: Number(row?.income ?? 0),
      totalWithdrawn: Number(row?.withdrawn ?? 0),
      bank: bankView(wallet),
    };
  });
}

export async function entriesOf(
  services: Services,
  session: SessionRecord,
  query: z.infer<typeof walletEntriesQuery>,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const wallet = await findWallet(tx, self.doctorId);
    if (!wallet) return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
    const { rows, total } = await listEntries(
      tx,
      wallet.id,
      query.kind,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map(entryView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  });
}

/**
 * Withdraws to the bound bank card: the wallet row is locked and the balance checked inside
 * the same transaction, so concurrent withdrawals never overdraw. The payout itself is manual
 * (finance pays the card); the ledger entry is the record.
 */
export async function withdraw(services: Services, session: SessionRecord, amount: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const wallet = await lockWallet(tx, session.projectId, self.doctorId);
    if (!wallet.bankCard) throw badRequest('请先绑定银行卡');
    const entry = await debit(tx, session.projectId, self.doctorId, 'withdrawal', amount, {
      remark: `提现至${maskBankCard(wallet.bankCard)}`,
    });
    return entryView(entry);
  });
}

export async function bankOf(services: Services, session: SessionRecord) {
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    return bankView(await findWallet(tx, self.doctorId));
  });
}

export async function saveBank(services: Services, session: SessionRecord, body: WalletBankBody) {
  return services.db.tenant(session.projectId, async (tx) => {
    const self = await doctorOf(tx, session);
    const wallet = await lockWallet(tx, session.projectId, self.doctorId);
    const [row] = await tx
      .update(doctorWallets)
      .set({
        bankName: body.bankName,
        bankCard: body.bankCard,
        bankUserName: body.bankUserName,
        bankAddress: body.bankAddress ?? null,
        updatedAt: new Date(),
      })
      .where(eq(doctorWallets.id, wallet.id))
      .returning();
    return bankView(row ?? null);
  });
}
