import { z } from 'zod';
import { chinaDay } from '../domain/china-time.ts';
import { MSG } from '../domain/messages.ts';
import {
  ageOnDay,
  FRAX_BMD_TYPE_KEYS,
  FRAX_BOUNDS,
  FRAX_MIN_AGE_MESSAGE,
  FRAX_RISK_FACTORS,
  type FraxRiskFactor,
} from '../domain/osta.ts';
import { rowIdField } from './auth.ts';

function bounded(key: 'height' | 'weight') {
  const b = FRAX_BOUNDS[key];
  return z
    .number({ error: `请输入${b.label}` })
    .min(b.min, `${b.label}不能小于${b.min}${b.unit}`)
    .max(b.max, `${b.label}不能大于${b.max}${b.unit}`);
}

/** A yes/no answer: true/false, or 1/0 as older clients send it. */
function yesNo(key: FraxRiskFactor) {
  const label = FRAX_RISK_FACTORS[key];
  return z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `请选择${label}` })
    .transform((v) => v === true || v === 1);
}

const birthdayField = z
  .string({ error: '请选择出生日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '出生日期格式有误')
  .superRefine((v, ctx) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      ctx.addIssue({ code: 'custom', message: '出生日期格式有误' });
      return;
    }
    const today = chinaDay();
    if (v > today) ctx.addIssue({ code: 'custom', message: MSG.birthdayAfterToday });
    else if (ageOnDay(v, today) > FRAX_BOUNDS.maxAge)
      ctx.addIssue({ code: 'custom', message: `年龄不能大于${FRAX_BOUNDS.maxAge}岁` });
    else if (ageOnDay(v, today) < FRAX_BOUNDS.minAge)
      ctx.addIssue({ code: 'custom', message: FRAX_MIN_AGE_MESSAGE });
  });

const part = (label: string, max: number) =>
  z.coerce
    .number({ error: `出生${label}有误` })
    .int(`出生${label}有误`)
    .min(1, `出生${label}有误`)
    .max(max, `出生${label}有误`);

/**
 * POST /api/patient/algorithm/frax: the FRAX form of spec 3 section 3 for one patient of the
 * caller. `year`/`month`/`day` are the birth date as the FRAX tool asks it; when sent they must
 * agree with `birthday`. `bmdType` and `bmdValue` go together or not at all.
 */
export const fraxBody = z
  .strictObject({
    patientId: rowIdField,
    sex: z.union([z.literal(1), z.literal(2)], { error: '请选择性别' }),
    birthday: birthdayField,
    year: part('年份', 9999).optional(),
    month: part('月份', 12).optional(),
    day: part('日期', 31).optional(),
    height: bounded('height'),
    weight: bounded('weight'),
    fracture: yesNo('fracture'),
    parentFracturedHip: yesNo('parentFracturedHip'),
    smoking: yesNo('smoking'),
    glucocorticoids: yesNo('glucocorticoids'),
    rheumatoidArthritis: yesNo('rheumatoidArthritis'),
    secondaryOsteoporosis: yesNo('secondaryOsteoporosis'),
    alcohol3UnitsPerWeek: yesNo('alcohol3UnitsPerWeek'),
    bmdType: z.enum(FRAX_BMD_TYPE_KEYS, { error: '骨密度类型有误' }).optional().nullable(),
    bmdValue: z.number({ error: '骨密度值须为数字' }).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    const [y, m, d] = v.birthday.split('-').map(Number) as [number, number, number];
    if (
      (v.year !== undefined && v.year !== y) ||
      (v.month !== undefined && v.month !== m) ||
      (v.day !== undefined && v.day !== d)
    ) {
      ctx.addIssue({ code: 'custom', message: '出生年月日与出生日期不一致', path: ['year'] });
    }
    const type = v.bmdType ?? null;
    const value = v.bmdValue ?? null;
    if (type === null && value !== null) {
      ctx.addIssue({ code: 'custom', message: '请选择骨密度类型', path: ['bmdType'] });
    } else if (type !== null && value === null) {
      ctx.addIssue({ code: 'custom', message: '请输入骨密度值', path: ['bmdValue'] });
    } else if (type !== null && value !== null) {
      const b = type === 'tscore' ? FRAX_BOUNDS.tScore : FRAX_BOUNDS.bmd;
      if (value < b.min || value > b.max)
        ctx.addIssue({
          code: 'custom',
          message: `${b.label}应在${b.min}~${b.max}${b.unit}之间`,
          path: ['bmdValue'],
        });
    }
  });
export type FraxBody = z.input<typeof fraxBody>;

export const fraxIdParams = z.object({ id: rowIdField });

/** GET /api/patient/algorithm/frax (ours): the newest records of one patient of the caller. */
export const fraxListQuery = z.object({
  patientId: rowIdField,
  limit: z.coerce.number().int().min(1, '条数须大于0').max(50, '条数不能超过50').default(20),
});

export const ostaView = z.object({
  /** Always 骨质疏松自我筛查工具（OSTA）: the result is OSTA's, never FRAX's. */
  name: z.string(),
  index: z.number(),
  band: z.enum(['low', 'medium', 'high']),
  bandName: z.string(),
  advice: z.string(),
  /** Age in whole years on the day of the assessment. */
  age: z.number().int(),
});

export const fraxView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  sex: z.number().int(),
  birthday: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  height: z.number(),
  weight: z.number(),
  fracture: z.boolean(),
  parentFracturedHip: z.boolean(),
  smoking: z.boolean(),
  glucocorticoids: z.boolean(),
  rheumatoidArthritis: z.boolean(),
  secondaryOsteoporosis: z.boolean(),
  alcohol3UnitsPerWeek: z.boolean(),
  bmdType: z.string().nullable(),
  bmdValue: z.number().nullable(),
  osta: ostaView,
  createdAt: z.string(),
});
export type FraxView = z.infer<typeof fraxView>;
export const fraxList = z.array(fraxView);
