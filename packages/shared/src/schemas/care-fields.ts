import { z } from 'zod';
import { MEASURE_TIME_FUTURE_TOLERANCE_MS } from '../domain/measurement-ranges.ts';
import { parseMeasureTime } from './measurement.ts';

/** Field builders shared by the care schemas (care.ts, care-orders.ts). */
export const text = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);
export const required = (label: string, max: number, verb = '请输入') =>
  text(label, max).min(1, `${verb}${label}`);
export const optionalText = (label: string, max: number) => text(label, max).optional();

export const attachmentView = z.object({ url: z.string(), name: z.string() });

/** A future time (appointments): readable, not in the past (5 minutes tolerance), within a year. */
export const futureTimeField = (label: string) =>
  z
    .union([z.string().max(40, `${label}格式有误`), z.number()], { error: `请选择${label}` })
    .transform((v, ctx) => {
      const d = parseMeasureTime(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}格式有误` });
        return z.NEVER;
      }
      if (d.getTime() < Date.now() - MEASURE_TIME_FUTURE_TOLERANCE_MS) {
        ctx.addIssue({ code: 'custom', message: `${label}不能早于当前时间` });
        return z.NEVER;
      }
      if (d.getTime() > Date.now() + 366 * 86_400_000) {
        ctx.addIssue({ code: 'custom', message: `${label}不能超过一年` });
        return z.NEVER;
      }
      return d;
    });

/** A calendar date YYYY-MM-DD. */
export const dateField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式有误`)
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2099 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, `${label}格式有误`);
