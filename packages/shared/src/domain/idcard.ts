import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from './constants.ts';
import { MSG } from './messages.ts';

/** GB/T 2260 province-level codes (the first two digits of a resident ID number). */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港',
  '82': '澳门',
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CODES = '10X98765432';

/** The check character of the first 17 digits (weights of spec 2 section 5, modulo 11). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CODES[sum % 11] ?? '';
}

/** Shape and check digit only (spec 2 section 5, first rule). */
export function hasValidCheckDigit(idcard: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(idcard)) return false;
  return idCardCheckChar(idcard.slice(0, 17)) === idcard.slice(17).toUpperCase();
}

function realDate(year: number, month: number, day: number): boolean {
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export interface IdCardInfo {
  /** Normalised 18-character number (a 15-character legacy number is upgraded). */
  idcard: string;
  province: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** 1 male, 2 female (GB/T 2261.1). */
  sex: 1 | 2;
  age: number;
}

export type IdCardResult = { ok: true; info: IdCardInfo } | { ok: false; msg: string };

function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  let age = today.getFullYear() - birth.y;
  const beforeBirthday =
    today.getMonth() + 1 < birth.m || (today.getMonth() + 1 === birth.m && today.getDate() < birth.d);
  if (beforeBirthday) age -= 1;
  return Math.max(age, 0);
}

/** Upgrades a 15-character legacy number (19xx births) to 18 characters. */
export function upgradeLegacyIdCard(id15: string): string {
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6, 15)}`;
  return first17 + idCardCheckChar(first17);
}

/**
 * Full check (spec 2 section 5, spec 1 section 5): length 15 or 18, province prefix, real
 * calendar birth date with year 1800-2099 not after today, and the check digit for 18 characters.
 * Derives sex, birthday and age.
 */
export function parseIdCard(input: string, today: Date = new Date()): IdCardResult {
  const raw = input.trim().toUpperCase();
  let id: string;
  if (/^\d{15}$/.test(raw)) id = upgradeLegacyIdCard(raw);
  else if (/^\d{17}[\dX]$/.test(raw)) id = raw;
  else return { ok: false, msg: MSG.idcardInvalid };
  const province = PROVINCE_CODES[id.slice(0, 2)];
  if (!province) return { ok: false, msg: MSG.idcardInvalid };
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  if (!realDate(y, m, d)) return { ok: false, msg: MSG.idcardInvalid };
  const birth = new Date(y, m - 1, d);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (birth.getTime() > startOfToday.getTime()) return { ok: false, msg: MSG.birthdayAfterToday };
  if (raw.length === 18 && !hasValidCheckDigit(id)) return { ok: false, msg: MSG.idcardInvalid };
  const sex = Number(id[16]) % 2 === 1 ? 1 : 2;
  const birthday = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { ok: true, info: { idcard: id, province, birthday, sex, age: ageOn({ y, m, d }, today) } };
}

export function isValidIdCard(input: string, today?: Date): boolean {
  return parseIdCard(input, today).ok;
}

function decodeBase64(text: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    if (typeof atob === 'function') return atob(text);
  } catch {
    return null;
  }
  return null;
}

/** Encrypted-ID detection (spec 2 section 5): valid base64 text that decodes to a valid ID number. */
export function isEncryptedIdCard(text: string, today?: Date): boolean {
  const decoded = decodeBase64(text.trim());
  return decoded !== null && isValidIdCard(decoded, today);
}
