import { z } from 'zod';
import { centsField } from '../domain/money.ts';

/** Doctor wallet (screens /health/doctor/wallet/income, withdraw, bank). Money in cents. */
export const WALLET_ENTRY_KINDS = ['income', 'withdrawal', 'refund_reversal'] as const;
export const WALLET_ENTRY_TEXT: Record<(typeof WALLET_ENTRY_KINDS)[number], string> = {
  income: '问诊收入',
  withdrawal: '提现',
  refund_reversal: '退款冲正',
};
/** Smallest withdrawal, cents. */
export const MIN_WITHDRAW_CENTS = 100;

/** "6222020200112233445" -> "**** **** **** 3445". */
export function maskBankCard(card: string | null | undefined): string {
  if (!card) return '';
  return `**** **** **** ${card.slice(-4)}`;
}

export const walletBankBody = z.object({
  bankName: z.string({ error: '请填写开户银行' }).trim().min(1, '请填写开户银行').max(50, '开户银行不能超过50个字'),
  bankCard: z
    .string({ error: '请填写银行卡号' })
    .trim()
    .regex(/^\d{12,19}$/, '银行卡号格式有误'),
  bankUserName: z.string({ error: '请填写持卡人' }).trim().min(1, '请填写持卡人').max(50, '持卡人不能超过50个字'),
  bankAddress: z.string().trim().max(100, '开户地址不能超过100个字').optional(),
});
export type WalletBankBody = z.infer<typeof walletBankBody>;

export const walletBankView = z.object({
  bankName: z.string().nullable(),
  /** Masked. */
  bankCard: z.string().nullable(),
  bankUserName: z.string().nullable(),
  bankAddress: z.string().nullable(),
});

export const walletView = z.object({
  /** Cents; always the sum of the entries. */
  balance: z.number().int(),
  totalIncome: z.number().int(),
  totalWithdrawn: z.number().int(),
  bank: walletBankView,
});
export type WalletView = z.infer<typeof walletView>;

export const walletEntryView = z.object({
  id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  kindText: z.string(),
  amount: z.number().int(),
  orderId: z.number().int().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});

export const walletEntriesQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(20),
  kind: z.enum(WALLET_ENTRY_KINDS, { error: '明细类型有误' }).optional(),
});

export const withdrawBody = z.object({
  amount: centsField('提现金额').min(MIN_WITHDRAW_CENTS, `提现金额不能少于${MIN_WITHDRAW_CENTS / 100}元`),
});
