/**
 * Date and time text of the web app: `YYYY-MM-DD HH:mm`, 24-hour, in the phone's zone, whatever
 * the browser's locale. Screens format through these, never through `toLocale…String` or a copy.
 */
import { dateTimeText } from '@kanghu/shared';

export { dateTimeText, relativeTimeText } from '@kanghu/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" of a local date. */
export function dateText(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "MM-DD" of a local date. */
export function monthDayText(d: Date): string {
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "HH:mm", 24-hour. */
export function timeText(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "YYYY-MM-DD HH:mm" of an ISO time ('' when it is not one). */
export const formatDateTime = (iso: string): string => dateTimeText(iso);

/** A date-time field's value for a local time, minutes: "YYYY-MM-DDTHH:mm". */
export function toLocalInput(d: Date): string {
  return `${dateText(d)}T${timeText(d)}`;
}

/** A date-time field's value ("YYYY-MM-DDTHH:mm", local) as an ISO instant, or null. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
