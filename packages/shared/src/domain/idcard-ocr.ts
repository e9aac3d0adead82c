import { parseIdCard } from './idcard.ts';

/** Characters OCR engines commonly read in place of digits (and of the check character X). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  B: '8',
  g: '9',
  q: '9',
  x: 'X',
  '×': 'X',
};

/**
 * The resident ID number in OCR text, or null. Each line is read without spaces, common digit
 * look-alikes are mapped to digits, and every 18-character window of 17 digits plus a digit or X
 * is tried; the first that passes the full check of GB 11643-1999 (province code, a real birth
 * date not after `today`, and the ISO 7064 MOD 11-2 check character) is answered. A misread
 * digit fails the check digit, so a wrong number is never answered as read.
 */
export function findIdCardNumber(text: string, today: Date = new Date()): string | null {
  for (const line of text.split(/\r?\n/)) {
    const compact = [...line.replace(/[\s\-_.·,]/g, '')].map((c) => LOOKALIKES[c] ?? c).join('');
    for (const run of compact.match(/[0-9X]{18,}/g) ?? []) {
      for (let i = 0; i + 18 <= run.length; i++) {
        const candidate = run.slice(i, i + 18);
        if (!/^\d{17}[\dX]$/.test(candidate)) continue;
        const parsed = parseIdCard(candidate, today);
        if (parsed.ok) return parsed.info.idcard;
      }
    }
  }
  return null;
}

/** The ID number if it is a valid 18-character one (check digit and birth date), else null. */
export function validIdCardOrNull(value: string | null | undefined, today: Date = new Date()): string | null {
  if (!value) return null;
  const raw = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(raw)) return null;
  const parsed = parseIdCard(raw, today);
  return parsed.ok ? parsed.info.idcard : null;
}
