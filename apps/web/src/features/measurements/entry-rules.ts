import { MEASUREMENT_TYPE_INFO, type MeasurementType } from '@kanghu/shared';

/**
 * Checks of a typed reading, with the server's bounds and Chinese messages (the table of
 * MEASUREMENT_TYPE_INFO): the message, or null when the text is fine.
 */
export function checkComponent(type: MeasurementType, key: string, text: string | undefined): string | null {
  const info = MEASUREMENT_TYPE_INFO[type].components[key];
  if (!info) return null;
  const v = (text ?? '').trim();
  if (!v) return info.required ? `请输入${info.label}` : null;
  if (!/^\d+(\.\d+)?$/.test(v)) return `${info.label}须为数字`;
  const n = Number(v);
  if (n < info.min) return `${info.label}不能小于${info.min}`;
  if (n > info.max) return `${info.label}不能大于${info.max}`;
  return null;
}

/** An antd-mobile Form rule of `checkComponent`. */
export function componentRule(type: MeasurementType, key: string) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const msg = checkComponent(type, key, value);
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  };
}

/** Systolic must exceed diastolic (both already valid numbers). */
export function checkPressurePair(high: string | undefined, low: string | undefined): string | null {
  const h = Number(high);
  const l = Number(low);
  if (!high || !low || Number.isNaN(h) || Number.isNaN(l)) return null;
  return h > l ? null : '收缩压须大于舒张压';
}

/** Measure time: required, a real time, not after now (5 minutes of clock skew allowed). */
export function checkMeasureTime(iso: string | null, now = Date.now()): string | null {
  if (!iso) return '请选择测量时间';
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '测量时间格式有误';
  return t > now + 5 * 60_000 ? '测量时间不能晚于当前时间' : null;
}

/** Optional numbers of a form: only the filled ones, as numbers. */
export function numbersOf(
  values: Record<string, string | undefined>,
  keys: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const v = values[key]?.trim();
    if (v) out[key] = Number(v);
  }
  return out;
}
