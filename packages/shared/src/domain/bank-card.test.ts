import { describe, expect, it } from 'vitest';
import { isValidBankCard, maskBankCard } from './mask.ts';

describe('bank cards', () => {
  it('accepts 12-19 digits with a Luhn check digit', () => {
    expect(isValidBankCard('6222020200112233446')).toBe(true);
    expect(isValidBankCard('4111111111111111')).toBe(true);
    expect(isValidBankCard('4111111111111112')).toBe(false);
    expect(isValidBankCard('41111111111')).toBe(false);
    expect(isValidBankCard('62220202001122334460')).toBe(false);
    expect(isValidBankCard('4111 1111 1111 1111')).toBe(false);
  });
  it('keeps only the last 4 digits', () => {
    expect(maskBankCard('6222020200112233446')).toBe('**** **** **** 3446');
    expect(maskBankCard(null)).toBe('');
  });
});
