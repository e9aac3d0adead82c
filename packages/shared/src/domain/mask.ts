import {
  MASK_ID_KEEP_HEAD,
  MASK_ID_KEEP_TAIL,
  MASK_PHONE_KEEP_HEAD,
  MASK_PHONE_KEEP_TAIL,
} from './constants.ts';

function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail)
    return value.length <= 1 ? value : `${value.slice(0, 1)}${'*'.repeat(value.length - 1)}`;
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/** ID number: keep the first 3 and last 3 characters (spec 1 section 9). */
export function maskIdCard(idcard: string | null | undefined): string {
  if (!idcard) return '';
  return keepEnds(idcard, MASK_ID_KEEP_HEAD, MASK_ID_KEEP_TAIL);
}

/** Phone: keep the first 3 and last 4 digits (spec 1 section 9). */
export function maskPhone(tel: string | null | undefined): string {
  if (!tel) return '';
  return keepEnds(tel, MASK_PHONE_KEEP_HEAD, MASK_PHONE_KEEP_TAIL);
}

/** Name: masked except the last character (spec 1 section 9). */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name);
  if (chars.length === 1) return name;
  return '*'.repeat(chars.length - 1) + chars[chars.length - 1];
}

/** Bank card: only the last 4 digits, "6222020200112233445" -> "**** **** **** 3445". */
export function maskBankCard(card: string | null | undefined): string {
  if (!card) return '';
  return `**** **** **** ${card.slice(-4)}`;
}

/** Bank card number: 12-19 digits whose last digit is the Luhn (ISO/IEC 7812) check digit. */
export function isValidBankCard(card: string): boolean {
  if (!/^\d{12,19}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < card.length; i++) {
    let d = Number(card[card.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const ID_PATTERN = /\b(\d{6})(\d{8})(\d{3}[\dXx])\b/g;
const PHONE_PATTERN = /(?<!\d)(?:\+?86)?(1[3-9]\d)(\d{4})(\d{4})(?!\d)/g;

/** Masks every ID or mobile number found in free text (used for logs). */
export function maskSensitiveText(text: string): string {
  return text
    .replace(ID_PATTERN, (m) => maskIdCard(m))
    .replace(PHONE_PATTERN, (_m, a: string, _b: string, c: string) => `${a}****${c}`);
}
