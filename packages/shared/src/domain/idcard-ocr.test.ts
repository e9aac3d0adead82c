import { describe, expect, it } from 'vitest';
import { findIdCardNumber, validIdCardOrNull } from './idcard-ocr.ts';

const TODAY = new Date('2026-06-01T00:00:00Z');

describe('ID number in OCR text (GB 11643-1999)', () => {
  it('finds a valid number on its line among other text', () => {
    const text = '#nE R=\n\nHE 1949 FE 12 B31 H\n\nNREHERH 11010519491231002X\n';
    expect(findIdCardNumber(text, TODAY)).toBe('11010519491231002X');
  });

  it('reads spaced groups, a lower-case x and digit look-alikes', () => {
    expect(findIdCardNumber('公民身份号码 110105 19491231 002x', TODAY)).toBe('11010519491231002X');
    expect(findIdCardNumber('11O1O519491231OO2X', TODAY)).toBe('11010519491231002X');
  });

  it('answers null when the check digit is wrong (a misread digit)', () => {
    expect(findIdCardNumber('公民身份号码 110105194912310021', TODAY)).toBeNull();
    expect(findIdCardNumber('公民身份号码 11010519491231012X', TODAY)).toBeNull();
  });

  it('answers null for an impossible or future birth date and an unknown province', () => {
    // Birth date 1949-02-30 with a matching check character.
    expect(findIdCardNumber('110105194902300020', TODAY)).toBeNull();
    expect(findIdCardNumber('11010520300101001X', TODAY)).toBeNull();
    expect(findIdCardNumber('990105194912310023', TODAY)).toBeNull();
  });

  it('picks the valid window out of a longer digit run', () => {
    expect(findIdCardNumber('7711010519491231002X', TODAY)).toBe('11010519491231002X');
  });

  it('answers null for text without a number', () => {
    expect(findIdCardNumber('', TODAY)).toBeNull();
    expect(findIdCardNumber('姓名 张三\n住址 北京市', TODAY)).toBeNull();
  });

  it('validates a number a cloud provider answers', () => {
    expect(validIdCardOrNull(' 11010519491231002x ', TODAY)).toBe('11010519491231002X');
    expect(validIdCardOrNull('110105194912310021', TODAY)).toBeNull();
    expect(validIdCardOrNull('110105491231002', TODAY)).toBeNull();
    expect(validIdCardOrNull(null, TODAY)).toBeNull();
  });
});
