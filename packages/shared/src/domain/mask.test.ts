import { describe, expect, it } from 'vitest';
import { maskIdCard, maskName, maskPhone, maskSensitiveText } from './mask.ts';
import { isMobile, isNumeric, normalizeMobile } from './phone.ts';

describe('masking (spec 1 section 9)', () => {
  it('keeps the first 3 and last 3 of an ID number', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110************02X');
  });
  it('keeps the first 3 and last 4 of a phone number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
  it('masks names except the last character', () => {
    expect(maskName('张三')).toBe('*三');
    expect(maskName('欧阳娜娜')).toBe('***娜');
    expect(maskName('王')).toBe('王');
  });
  it('masks IDs and phones inside free text (logs)', () => {
    const line = '/api/user/findUser/idcard/11010519491231002X?tel=13800000001';
    expect(maskSensitiveText(line)).toBe('/api/user/findUser/idcard/110************02X?tel=138****0001');
  });
  it('handles empty values', () => {
    expect(maskIdCard(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});

describe('phone and numbers (spec 1 section 5)', () => {
  it('accepts mainland mobiles with optional +86/0086', () => {
    for (const ok of ['13800000001', '+8613800000001', '008619912345678']) expect(isMobile(ok)).toBe(true);
    for (const bad of ['12800000001', '1380000000', '138000000012', '+8512345678901', ''])
      expect(isMobile(bad)).toBe(false);
    expect(normalizeMobile('+8613800000001')).toBe('13800000001');
  });
  it('numeric check rejects empty and non-numeric strings', () => {
    expect(isNumeric('12.5')).toBe(true);
    expect(isNumeric(0)).toBe(true);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric(' ')).toBe(false);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });
});
