/**
 * IEEE 11073-20601 medical number formats used by the Bluetooth GATT health profiles.
 *
 * - SFLOAT (16 bit): a 4-bit signed exponent (high nibble) and a 12-bit signed mantissa;
 *   value = mantissa x 10^exponent. Example: 0x0072 = 114, 0xF2D5 = -1 exponent with
 *   mantissa 0x2D5 (725) = 72.5.
 * - FLOAT (32 bit): an 8-bit signed exponent (high byte) and a 24-bit signed mantissa.
 * - Special values (exponent 0, reserved mantissas): NaN, NRes (not at this resolution),
 *   +INFINITY, -INFINITY and one reserved value; all of them are "no usable number".
 * Both are sent little-endian on the air.
 */

export type Ieee11073Special = 'nan' | 'nres' | 'posInfinity' | 'negInfinity' | 'reserved';

export interface Ieee11073Value {
  /** The number; NaN for NaN, NRes and reserved; +/-Infinity for the infinities. */
  value: number;
  /** Set when the raw value is one of the special values. */
  special: Ieee11073Special | null;
}

const SFLOAT_SPECIAL: Record<number, Ieee11073Special> = {
  2047: 'nan',
  2048: 'nres',
  2046: 'posInfinity',
  2050: 'negInfinity',
  2049: 'reserved',
};

const FLOAT_SPECIAL: Record<number, Ieee11073Special> = {
  8388607: 'nan',
  8388608: 'nres',
  8388606: 'posInfinity',
  8388610: 'negInfinity',
  8388609: 'reserved',
};

function specialValue(special: Ieee11073Special): number {
  if (special === 'posInfinity') return Number.POSITIVE_INFINITY;
  if (special === 'negInfinity') return Number.NEGATIVE_INFINITY;
  return Number.NaN;
}

/** Two's complement of the low `bits` bits. */
function signed(raw: number, bits: number): number {
  const limit = 2 ** (bits - 1);
  return raw >= limit ? raw - 2 ** bits : raw;
}

/** mantissa x 10^exponent, dividing for negative exponents so 725 x 10^-1 is exactly 72.5. */
function scale(mantissa: number, exponent: number): number {
  return exponent < 0 ? mantissa / 10 ** -exponent : mantissa * 10 ** exponent;
}

/** Decodes a 16-bit SFLOAT given as its unsigned raw value (0..0xFFFF). */
export function decodeSfloatDetailed(raw: number): Ieee11073Value {
  const bits = raw & 0xffff;
  const mantissaRaw = bits & 0x0fff;
  const exponent = signed(bits >> 12, 4);
  const special = exponent === 0 ? SFLOAT_SPECIAL[mantissaRaw] : undefined;
  if (special) return { value: specialValue(special), special };
  return { value: scale(signed(mantissaRaw, 12), exponent), special: null };
}

/** Decodes a 32-bit FLOAT given as its unsigned raw value (0..0xFFFFFFFF). */
export function decodeFloatDetailed(raw: number): Ieee11073Value {
  const bits = raw >>> 0;
  const mantissaRaw = bits & 0xffffff;
  const exponent = signed(bits >>> 24, 8);
  const special = exponent === 0 ? FLOAT_SPECIAL[mantissaRaw] : undefined;
  if (special) return { value: specialValue(special), special };
  return { value: scale(signed(mantissaRaw, 24), exponent), special: null };
}

/** SFLOAT as a number (NaN or +/-Infinity for the special values). */
export function decodeSfloat(raw: number): number {
  return decodeSfloatDetailed(raw).value;
}

/** FLOAT as a number (NaN or +/-Infinity for the special values). */
export function decodeFloat(raw: number): number {
  return decodeFloatDetailed(raw).value;
}

/** Reads a little-endian SFLOAT at `offset`. */
export function readSfloat(view: DataView, offset: number): number {
  return decodeSfloat(view.getUint16(offset, true));
}

/** Reads a little-endian FLOAT at `offset`. */
export function readFloat(view: DataView, offset: number): number {
  return decodeFloat(view.getUint32(offset, true));
}
