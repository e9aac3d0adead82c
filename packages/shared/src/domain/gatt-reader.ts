/** Shared reading helpers of the GATT decoders: bounds-checked little-endian reader, flag bits, device times. */
import { readFloat, readSfloat } from './ieee11073.ts';

export class GattDecodeError extends Error {
  override readonly name = 'GattDecodeError';
}

/** Wall-clock date time as the device sent it (no zone); null fields when the device says unknown. */
export interface GattDateTime {
  year: number | null;
  month: number | null;
  day: number | null;
  hours: number;
  minutes: number;
  seconds: number;
}

export type Bytes = DataView | ArrayBuffer | Uint8Array | readonly number[];

export function toView(bytes: Bytes): DataView {
  if (bytes instanceof DataView) return bytes;
  if (bytes instanceof ArrayBuffer) return new DataView(bytes);
  if (bytes instanceof Uint8Array) return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new DataView(Uint8Array.from(bytes).buffer);
}

/** Sequential little-endian reader that refuses to read past the end. */ export class Reader {
  private offset = 0;
  constructor(
    private readonly view: DataView,
    private readonly what: string,
  ) {}

  private take(size: number): number {
    if (this.offset + size > this.view.byteLength) {
      throw new GattDecodeError(`${this.what}: ${this.view.byteLength} bytes is too short`);
    }
    const at = this.offset;
    this.offset += size;
    return at;
  }
  uint8(): number {
    return this.view.getUint8(this.take(1));
  }
  uint16(): number {
    return this.view.getUint16(this.take(2), true);
  }
  sint16(): number {
    return this.view.getInt16(this.take(2), true);
  }
  uint24(): number {
    const at = this.take(3);
    return this.view.getUint16(at, true) | (this.view.getUint8(at + 2) << 16);
  }
  sfloat(): number {
    return readSfloat(this.view, this.take(2));
  }
  float(): number {
    return readFloat(this.view, this.take(4));
  }
  dateTime(): GattDateTime {
    const year = this.uint16();
    const month = this.uint8();
    const day = this.uint8();
    return {
      year: year === 0 ? null : year,
      month: month === 0 ? null : month,
      day: day === 0 ? null : day,
      hours: this.uint8(),
      minutes: this.uint8(),
      seconds: this.uint8(),
    };
  }
  get remaining(): number {
    return this.view.byteLength - this.offset;
  }
}

export const bit = (flags: number, n: number) => (flags & (1 << n)) !== 0;
export const pad = (n: number) => String(n).padStart(2, '0');
/** Rounds away binary noise from unit conversions (e.g. 75.00000001). */
export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * "YYYY-MM-DD HH:mm:ss" of a device time, or null when the date is unknown or impossible.
 * The app reads such local times as China time (see parseMeasureTime).
 */
export function formatGattDateTime(t: GattDateTime | undefined): string | null {
  if (!t || t.year === null || t.month === null || t.day === null) return null;
  if (t.month > 12 || t.day > 31 || t.hours > 23 || t.minutes > 59 || t.seconds > 59) return null;
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hours)}:${pad(t.minutes)}:${pad(t.seconds)}`;
}
