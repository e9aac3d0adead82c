/** Checks of the life forms, with the server's bounds and Chinese messages. */
import { SPORT_MAX_MINUTES, SPORT_MAX_STEPS } from '@kanghu/shared';

/** Whole number text in [min, max], or the message. */
export function checkInteger(
  label: string,
  text: string | undefined,
  min: number,
  max: number,
  required: boolean,
) {
  const v = (text ?? '').trim();
  if (!v) return required ? `请输入${label}` : null;
  if (!/^\d+$/.test(v)) return `${label}须为整数`;
  const n = Number(v);
  if (n < min) return `${label}不能小于${min}`;
  if (n > max) return `${label}不能超过${max}`;
  return null;
}

export const checkMinutes = (text: string | undefined) =>
  checkInteger('运动时长', text, 1, SPORT_MAX_MINUTES, true);
export const checkSteps = (text: string | undefined) => checkInteger('步数', text, 0, SPORT_MAX_STEPS, false);

/** An antd-mobile Form rule of a check. */
export function ruleOf(check: (text: string | undefined) => string | null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const msg = check(value);
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  };
}

/** Noon China time of a YYYY-MM-DD day, for a daily chart point. */
export const dayPoint = (day: string) => Date.parse(`${day}T12:00:00+08:00`);

/** Today's China day (YYYY-MM-DD). */
export { chinaDay } from '@kanghu/shared';
