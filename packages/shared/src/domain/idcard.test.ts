import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasValidCheckDigit,
  idCardCheckChar,
  isEncryptedIdCard,
  parseIdCard,
  upgradeLegacyIdCard,
} from './idcard.ts';

const today = new Date(2026, 10, 22);

describe('ID card', () => {
  it('accepts the demo patient and derives sex, birthday and age', () => {
    const r = parseIdCard('11010519491231002X', today);
    expect(r).toEqual({
      ok: true,
      info: { idcard: '11010519491231002X', province: '北京', birthday: '1949-12-31', sex: 2, age: 76 },
    });
  });

  it('computes the check digit with the weights modulo 11', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(hasValidCheckDigit('11010519491231002X')).toBe(true);
    expect(hasValidCheckDigit('110105194912310021')).toBe(false);
  });

  it('any single-digit change of a valid number is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const id = '11010519491231002X';
        const changed = id.slice(0, pos) + String((Number(id[pos]) + delta) % 10) + id.slice(pos + 1);
        expect(hasValidCheckDigit(changed)).toBe(false);
      }),
    );
  });

  it('rejects impossible dates, unknown provinces and years outside 1800-2099', () => {
    const month13 = '11010519491331002';
    expect(parseIdCard(month13 + idCardCheckChar(month13), today).ok).toBe(false);
    const feb30 = '11010519490230002';
    expect(parseIdCard(feb30 + idCardCheckChar(feb30), today).ok).toBe(false);
    const badProvince = '99010519491231002';
    expect(parseIdCard(badProvince + idCardCheckChar(badProvince), today).ok).toBe(false);
    const y1799 = '11010517991231002';
    expect(parseIdCard(y1799 + idCardCheckChar(y1799), today).ok).toBe(false);
  });

  it('says 生日不能晚于今天 for a birthday after today', () => {
    const future = '11010520261123002';
    expect(parseIdCard(future + idCardCheckChar(future), today)).toEqual({
      ok: false,
      msg: '生日不能晚于今天',
    });
  });

  it('parses 15-character legacy numbers', () => {
    const r = parseIdCard('110105491231002', today);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.info.idcard).toBe(upgradeLegacyIdCard('110105491231002'));
      expect(r.info.birthday).toBe('1949-12-31');
      expect(r.info.sex).toBe(2);
    }
  });

  it('detects an encrypted (base64) ID number', () => {
    expect(isEncryptedIdCard(btoa('11010519491231002X'), today)).toBe(true);
    expect(isEncryptedIdCard(btoa('110105194912310021'), today)).toBe(false);
    expect(isEncryptedIdCard('not base64!', today)).toBe(false);
  });
});
