import { z } from 'zod';
import { CAT_MAX, COPD_DISEASE_TYPE, EXACERBATIONS_MAX, MMRC_MAX } from '../domain/copd.ts';

const score = (label: string, max: number) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能小于0`)
    .max(max, `${label}不能大于${max}`);

/** Query strings arrive as text: '' or a missing value is "not given". */
const required = (label: string, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), score(label, max));

export const copdLevelParams = z.object({
  localAreaCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,32}$/, '地区编码有误'),
});

/**
 * GET /api/local/yzh/:localAreaCode/calculate/copd/level. `emergency`: moderate exacerbations in
 * the past 12 months; `hospitalized`: exacerbations leading to hospital admission in the past 12
 * months; `type`: the disease type of spec 3 section 3, 3 (COPD) and nothing else.
 */
export const copdLevelQuery = z.object({
  catScore: required('CAT评分', CAT_MAX),
  mmrcScore: required('mMRC分级', MMRC_MAX),
  emergency: required('过去一年中度急性加重次数', EXACERBATIONS_MAX),
  hospitalized: required('过去一年因急性加重住院次数', EXACERBATIONS_MAX),
  type: z.preprocess(
    (v) => (v === '' || v === undefined ? COPD_DISEASE_TYPE : v),
    z.coerce
      .number({ error: '疾病类型有误' })
      .refine((t) => t === COPD_DISEASE_TYPE, '疾病类型有误，慢阻肺分级的类型为3'),
  ),
});

export const copdLevelView = z.object({
  type: z.number().int(),
  catScore: z.number().int(),
  mmrcScore: z.number().int(),
  emergency: z.number().int(),
  hospitalized: z.number().int(),
  /** GOLD ABE group (GOLD 2023 report). */
  group: z.enum(['A', 'B', 'E']),
  groupText: z.string(),
  reason: z.string(),
  highSymptoms: z.boolean(),
  highRisk: z.boolean(),
  /** Management group of spec 3 (1 一般, 2 强化), our mapping from the GOLD group. */
  level: z.number().int(),
  levelName: z.string(),
  /** The source, named. */
  source: z.string(),
});
export type CopdLevelView = z.infer<typeof copdLevelView>;
