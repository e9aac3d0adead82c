import { describe, expect, it } from 'vitest';
import {
  decodeFloat,
  decodeFloatDetailed,
  decodeSfloat,
  decodeSfloatDetailed,
  readSfloat,
} from './ieee11073.ts';

describe('IEEE 11073-20601 SFLOAT (16 bit)', () => {
  it('decodes positive exponent-zero values', () => {
    expect(decodeSfloat(0x0072)).toBe(114);
    expect(decodeSfloat(0x0000)).toBe(0);
  });
  it('decodes negative exponents exactly (no binary noise)', () => {
    expect(decodeSfloat(0xf2d5)).toBe(72.5); // exponent -1, mantissa 725
    expect(decodeSfloat(0xf3cf)).toBe(97.5);
    expect(decodeSfloat(0xe4d2)).toBe(12.34); // exponent -2, mantissa 1234
    expect(decodeSfloat(0xb063)).toBe(0.00099); // exponent -5, mantissa 99 (99 mg/dL in kg/L)
  });
  it('decodes positive exponents', () => {
    expect(decodeSfloat(0x2001)).toBe(100);
    expect(decodeSfloat(0x1050)).toBe(800);
  });
  it('decodes negative mantissas (two’s complement of 12 bits)', () => {
    expect(decodeSfloat(0x0fff)).toBe(-1);
    expect(decodeSfloat(0xf800)).toBe(-204.8); // exponent -1, mantissa -2048
    expect(decodeSfloat(0xffff)).toBe(-0.1);
  });
  it('recognises the special values only at exponent 0', () => {
    expect(decodeSfloatDetailed(0x07ff)).toEqual({ value: Number.NaN, special: 'nan' });
    expect(decodeSfloatDetailed(0x0800)).toEqual({ value: Number.NaN, special: 'nres' });
    expect(decodeSfloatDetailed(0x07fe)).toEqual({ value: Number.POSITIVE_INFINITY, special: 'posInfinity' });
    expect(decodeSfloatDetailed(0x0802)).toEqual({ value: Number.NEGATIVE_INFINITY, special: 'negInfinity' });
    expect(decodeSfloatDetailed(0x0801)).toEqual({ value: Number.NaN, special: 'reserved' });
    // Same mantissa with another exponent is an ordinary number.
    expect(decodeSfloatDetailed(0x17ff)).toEqual({ value: 20470, special: null });
  });
  it('reads little-endian from bytes', () => {
    expect(readSfloat(new DataView(Uint8Array.from([0x00, 0xd5, 0xf2]).buffer), 1)).toBe(72.5);
  });
});

describe('IEEE 11073-20601 FLOAT (32 bit)', () => {
  it('decodes values', () => {
    expect(decodeFloat(0x00000072)).toBe(114);
    expect(decodeFloat(0xff00016d)).toBe(36.5); // exponent -1, mantissa 365
    expect(decodeFloat(0xfefe287c)).toBe(-1207.08); // exponent -2, mantissa -120708
    expect(decodeFloat(0x02000003)).toBe(300);
  });
  it('recognises the special values', () => {
    expect(decodeFloatDetailed(0x007fffff).special).toBe('nan');
    expect(decodeFloatDetailed(0x00800000).special).toBe('nres');
    expect(decodeFloatDetailed(0x007ffffe).value).toBe(Number.POSITIVE_INFINITY);
    expect(decodeFloatDetailed(0x00800002).value).toBe(Number.NEGATIVE_INFINITY);
    expect(decodeFloatDetailed(0x00800001)).toEqual({ value: Number.NaN, special: 'reserved' });
    expect(decodeFloatDetailed(0x017fffff).special).toBeNull();
  });
});
