/**
 * The zod schemas of a questionnaire definition: a stored one (questionnaireDefinitionSchema), the
 * one a doctor writes (questionDefinitionBody) and the management views. The pieces the record
 * schemas reuse (answer values, bands, tones) are exported for schemas/questionnaire.ts only; the
 * public entry re-exports just what it did before.
 */
import { z } from 'zod';
import { definitionProblems } from '../questionnaire/check.ts';
import {
  CONDITION_OPS,
  type Condition,
  QUESTION_LIMITS,
  type QuestionnaireDefinition,
} from '../questionnaire/types.ts';

const scalar = z.union([z.string().max(200), z.number()]);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({
      key: z.string().min(1).max(64),
      op: z.enum(CONDITION_OPS as [string, ...string[]]),
      value: scalar.optional(),
    }),
    z.strictObject({ any: z.array(conditionSchema).min(1).max(50) }),
    z.strictObject({ all: z.array(conditionSchema).min(1).max(50) }),
  ]),
) as z.ZodType<Condition>;

const option = z.strictObject({
  label: z.string().min(1).max(200),
  value: scalar,
  score: z.number().optional(),
});
export const tone = z.enum(['normal', 'attention', 'abnormal', 'severe']);
export const band = z.strictObject({
  min: z.number(),
  max: z.number(),
  level: z.string().min(1).max(50),
  text: z.string().max(500),
  advice: z.string().max(1000),
  tone,
});

export const answerValue = z.union([
  scalar,
  z.array(scalar).max(QUESTION_LIMITS.options),
  z.record(z.string().max(64), scalar),
  z.null(),
]);

const item = z.strictObject({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
  type: z.number({ error: '题型有误' }).int('题型有误').min(1, '题型有误').max(99, '题型有误'),
  visible: z.boolean().optional(),
  require: z.boolean().optional(),
  title: z.string().max(100).optional(),
  content: z.string({ error: '请填写题目内容' }).max(500, '题目内容不能超过500字'),
  value: answerValue.optional(),
  hint: z.string().max(500).optional(),
  options: z.array(option).max(QUESTION_LIMITS.options).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  unit: z.string().max(20).optional(),
  minLabel: z.string().max(100).optional(),
  maxLabel: z.string().max(100).optional(),
  notAfterToday: z.boolean().optional(),
  rows: z
    .array(z.strictObject({ key: z.string().min(1).max(64), label: z.string().max(200) }))
    .max(50)
    .optional(),
  showIf: conditionSchema.optional(),
});

function conditionKeys(c: Condition, out: string[] = []): string[] {
  if ('any' in c) for (const x of c.any) conditionKeys(x, out);
  else if ('all' in c) for (const x of c.all) conditionKeys(x, out);
  else out.push(c.key);
  return out;
}

const definitionObject = z.strictObject({
  code: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z
    .string({ error: '请填写问卷名称' })
    .trim()
    .min(1, '请填写问卷名称')
    .max(100, '问卷名称不能超过100字'),
  intro: z.string().max(2000).optional(),
  source: z.string().max(1000).optional(),
  group: z.string().min(1).max(50),
  sections: z
    .array(z.strictObject({ title: z.string().max(100, '分组标题不能超过100字'), items: z.array(item) }), {
      error: '请添加题目',
    })
    .min(1, '请添加题目')
    .max(50, '分组不能超过50个'),
  scoring: z
    .strictObject({
      method: z.enum(['sum', 'weighted']),
      items: z.array(z.string()).optional(),
      weights: z.record(z.string(), z.number()).optional(),
      min: z.number(),
      max: z.number(),
      unit: z.string().max(10).optional(),
      bands: z.array(band).min(1, '请至少设置一个评分分段').max(20, '评分分段不能超过20个'),
      flags: z.array(z.strictObject({ when: conditionSchema, text: z.string().max(500) })).optional(),
    })
    .optional(),
});

/** A stored definition: unique item keys; a condition may only look at an earlier item. */
export const questionnaireDefinitionSchema = definitionObject.superRefine((d, ctx) => {
  const seen = new Set<string>();
  let count = 0;
  for (const s of d.sections)
    for (const it of s.items) {
      count++;
      for (const k of it.showIf ? conditionKeys(it.showIf) : [])
        if (!seen.has(k)) ctx.addIssue({ code: 'custom', message: `条件引用的题目${k}须在${it.key}之前` });
      if (seen.has(it.key)) ctx.addIssue({ code: 'custom', message: `题目标识${it.key}重复` });
      seen.add(it.key);
    }
  if (count > QUESTION_LIMITS.items)
    ctx.addIssue({ code: 'custom', message: `题目不能超过${QUESTION_LIMITS.items}个` });
}) as unknown as z.ZodType<QuestionnaireDefinition>;

/**
 * POST /api/question/definition and PUT /api/question/definition/:id (ours): a definition a doctor
 * writes. The shape of a stored one without its code (the server keeps or assigns it), then the
 * engine's consistency checks (definitionProblems: known types, options, conditions on earlier
 * items, bounds, bands that do not overlap), each problem a Chinese message.
 */
export const questionDefinitionBody = definitionObject
  .omit({ code: true })
  .extend({
    group: z
      .string()
      .trim()
      .max(50, '分组不能超过50字')
      .optional()
      .transform((v) => v || '自定义问卷'),
  })
  .superRefine((d, ctx) => {
    const problems = definitionProblems({ ...d, code: 'draft' } as QuestionnaireDefinition);
    if (problems.length > QUESTION_LIMITS.items) problems.length = QUESTION_LIMITS.items;
    let count = 0;
    for (const s of d.sections) count += s.items.length;
    if (count > QUESTION_LIMITS.items) problems.unshift(`题目不能超过${QUESTION_LIMITS.items}个`);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
  });
export type QuestionDefinitionBody = z.input<typeof questionDefinitionBody>;

export const questionDefinitionSaved = z.object({
  id: z.number().int(),
  code: z.string(),
  /** True when the edited version had records: a new version was stored and the old one kept. */
  newVersion: z.boolean(),
  version: z.number().int(),
});
export type QuestionDefinitionSaved = z.infer<typeof questionDefinitionSaved>;

/** The management list: the project's active definitions, whether built in, versions and records. */
export const questionDefinitionList = z.array(
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    group: z.string(),
    itemCount: z.number().int(),
    scored: z.boolean(),
    builtIn: z.boolean(),
    version: z.number().int(),
    records: z.number().int(),
    updatedAt: z.string(),
  }),
);
export type QuestionDefinitionList = z.infer<typeof questionDefinitionList>;
