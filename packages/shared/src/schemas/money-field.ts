import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../domain/money.ts';

/** A non-negative amount in cents, with Chinese validation messages. */
export const centsField = (label = '金额') =>
  z
    .number({ error: `${label}须为数字（单位：分）` })
    .int(`${label}须为整数（单位：分）`)
    .min(0, `${label}不能为负数`)
    .max(MAX_AMOUNT_CENTS, `${label}超出范围`);
