import {
  maskBankCard,
  WALLET_ENTRY_TEXT,
  type WalletBankBody,
  type WalletView,
  type walletEntriesQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import { badRequest } from '../../lib/errors.ts';
import { doctorSelf } from '../inquiry/viewers.ts';
import { debit, type EntryRow, findWallet, listEntries, lockWallet, type WalletRow } from './ledger.ts';
import { updateBank, walletTotals } from './repo.ts';

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
export function walletOf(ctx: Ctx): Promise<WalletView> {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const wallet = await findWallet(tx, self.doctorId);
    if (!wallet) return { balance: 0, totalIncome: 0, totalWithdrawn: 0, bank: bankView(null) };
    return { ...(await walletTotals(tx, wallet.id)), bank: bankView(wallet) };
  });
}

export function entriesOf(ctx: Ctx, query: z.infer<typeof walletEntriesQuery>) {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const wallet = await findWallet(tx, self.doctorId);
    if (!wallet) return pageOf([], 0, query);
    const { offset, limit } = pageRange(query);
    const { rows, total } = await listEntries(tx, wallet.id, query.kind, offset, limit);
    return pageOf(rows.map(entryView), total, query);
  });
}

/**
 * Withdraws to the bound bank card: the wallet row is locked and the balance checked inside
 * the same transaction, so concurrent withdrawals never overdraw. The payout itself is manual
 * (finance pays the card); the ledger entry is the record.
 */
export function withdraw(ctx: Ctx, amount: number) {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const wallet = await lockWallet(tx, ctx.projectId, self.doctorId);
    if (!wallet.bankCard) throw badRequest('请先绑定银行卡');
    const entry = await debit(tx, ctx.projectId, self.doctorId, 'withdrawal', amount, {
      remark: `提现至${maskBankCard(wallet.bankCard)}`,
    });
    return entryView(entry);
  });
}

export function bankOf(ctx: Ctx) {
  return ctx.inTenant(async (tx) => bankView(await findWallet(tx, (await doctorSelf(ctx, tx)).doctorId)));
}

export function saveBank(ctx: Ctx, body: WalletBankBody) {
  return ctx.inTenant(async (tx) => {
    const self = await doctorSelf(ctx, tx);
    const wallet = await lockWallet(tx, ctx.projectId, self.doctorId);
    return bankView(await updateBank(tx, wallet.id, body, ctx.now()));
  });
}
