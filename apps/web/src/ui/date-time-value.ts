import { dateText, timeText } from './format.ts';

/**
 * What the field picks. Values are the strings the native inputs produced, so a form keeps its
 * conversions: date "YYYY-MM-DD", time "HH:mm", datetime "YYYY-MM-DDTHH:mm" (local time).
 */
export type DateTimePrecision = 'date' | 'time' | 'datetime';

/** A field value as a local Date (null when empty or malformed). */
export function parseFieldValue(precision: DateTimePrecision, value: string | undefined): Date | null {
  const m =
    precision === 'time'
      ? null
      : /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value?.slice(0, 16) ?? '');
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The value a picked Date gives the form. */
export function fieldValueOf(precision: DateTimePrecision, at: Date): string {
  if (precision === 'date') return dateText(at);
  if (precision === 'time') return timeText(at);
  return `${dateText(at)}T${timeText(at)}`;
}

/** The value as shown: "YYYY-MM-DD", "HH:mm" or "YYYY-MM-DD HH:mm", whatever the browser locale. */
export function fieldText(precision: DateTimePrecision, value: string | undefined): string {
  if (!value) return '';
  if (precision === 'time') return /^\d{2}:\d{2}$/.test(value) ? value : '';
  const at = parseFieldValue(precision, value);
  if (!at) return '';
  return precision === 'date' ? dateText(at) : `${dateText(at)} ${timeText(at)}`;
}
