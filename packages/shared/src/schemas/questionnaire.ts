import { z } from 'zod';
import { MEASURE_TIME_FUTURE_TOLERANCE_MS } from '../domain/measurement-ranges.ts';
import { QUESTION_LIMITS, type QuestionnaireDefinition } from '../questionnaire/types.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';
import { parseMeasureTime } from './measurement.ts';
import { answerValue, band, tone } from './questionnaire-definition.ts';

export {
  conditionSchema,
  type QuestionDefinitionBody,
  type QuestionDefinitionList,
  type QuestionDefinitionSaved,
  questionDefinitionBody,
  questionDefinitionList,
  questionDefinitionSaved,
  questionnaireDefinitionSchema,
} from './questionnaire-definition.ts';

/** One answer of `formList`: the item's key and its value (type, require etc. come from the stored definition). */
const formEntry = z.object({ key: z.string().min(1).max(64), value: answerValue });
const formList = z.array(formEntry, { error: '请填写问卷' }).max(QUESTION_LIMITS.items, '答案过多');

const optionalId = rowIdField.optional();

/** When the questionnaire was filled in (default: when it arrives); never in the future. */
const answeredTimeField = z
  .union([z.string().max(40), z.number()], { error: '填写时间格式有误' })
  .transform((v, ctx) => {
    const d = parseMeasureTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '填写时间格式有误' });
      return z.NEVER;
    }
    if (d.getTime() > Date.now() + MEASURE_TIME_FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: '填写时间不能晚于当前时间' });
      return z.NEVER;
    }
    return d;
  });
const evaluationTypeField = z.coerce.number().int().min(0).max(99).optional();

/** POST /api/question/record (spec 2 section 3 fields, plus the patient answered for). */
export const questionRecordBody = z.object({
  questionId: rowIdField,
  patientId: rowIdField,
  formList,
  time: answeredTimeField.optional(),
  relationId: optionalId,
  evaluationType: evaluationTypeField,
  researchPathItemRecordId: optionalId,
});
export type QuestionRecordBody = z.input<typeof questionRecordBody>;

/** POST /api/question/record/anonymous: the single-use link token instead of a session. */
export const anonymousRecordBody = z.object({
  token: z.string({ error: '链接无效' }).regex(/^[A-Za-z0-9_-]{43}$/, '链接无效'),
  questionId: rowIdField,
  formList,
  time: answeredTimeField.optional(),
});

export const questionDraftBody = z.object({ questionId: rowIdField, patientId: rowIdField, formList });
export const questionDraftQuery = z.object({ questionId: rowIdField, patientId: rowIdField });
export const questionDraftView = z
  .object({
    questionId: z.number().int(),
    patientId: z.number().int(),
    formList: z.array(formEntry),
    updatedAt: z.string(),
  })
  .nullable();

export const questionLinkBody = z.object({ questionId: rowIdField, patientId: rowIdField });
export const questionLinkView = z.object({ token: z.string(), path: z.string(), expiresAt: z.string() });
export const questionLinkCheckBody = z.object({ token: anonymousRecordBody.shape.token });
export const questionLinkCheckView = z.object({
  questionId: z.number().int(),
  patientId: z.number().int(),
  /** Masked (the link may be opened by someone else's phone). */
  patientName: z.string(),
  expiresAt: z.string(),
});

export const questionListQuery = pageQuery.extend({
  group: z.string().trim().max(50).optional(),
  /** With a patient: each questionnaire's latest record of that patient. */
  patientId: optionalId,
});

const scoreShape = {
  total: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  level: z.string().nullable(),
  tone: tone.nullable(),
};

export const questionSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group: z.string(),
  intro: z.string().nullable(),
  source: z.string().nullable(),
  itemCount: z.number().int(),
  scored: z.boolean(),
  last: z.object({ recordId: z.number().int(), answeredAt: z.string(), ...scoreShape }).nullable(),
  hasDraft: z.boolean(),
  /** With patientId: the patient's open (or latest) doctor assignment of it; such ones list first. */
  assignment: z
    .object({
      id: z.number().int(),
      doctorName: z.string(),
      dueDate: z.string(),
      state: z.enum(['assigned', 'answered', 'expired']),
      stateText: z.string(),
    })
    .nullable(),
});
export type QuestionSummary = z.infer<typeof questionSummary>;
export const questionPage = page(questionSummary);

export const questionDetail = z.object({
  id: z.number().int(),
  definition: z.custom<QuestionnaireDefinition>(),
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const questionRecordView = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  questionName: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  ...scoreShape,
  text: z.string().nullable(),
  advice: z.string().nullable(),
  flags: z.array(z.string()),
  evaluationType: z.number().int().nullable(),
  via: z.enum(['app', 'link']),
  answeredAt: z.string(),
});
export type QuestionRecordView = z.infer<typeof questionRecordView>;
export const questionRecordPage = page(questionRecordView);

export const questionRecordDetail = questionRecordView.extend({
  definition: z.custom<QuestionnaireDefinition>(),
  formList: z.array(formEntry),
});
export type QuestionRecordDetail = z.infer<typeof questionRecordDetail>;

export const questionRecordQuery = pageQuery.extend({
  patientId: optionalId,
  questionId: optionalId,
  evaluationType: evaluationTypeField,
});

export const healthIndexView = questionRecordView.extend({
  bands: z.array(band),
  source: z.string().nullable(),
});
export type HealthIndexView = z.infer<typeof healthIndexView>;

export const questionHistoryQuery = z.object({ patientId: rowIdField, questionId: rowIdField });
export const questionHistoryView = z.object({
  questionId: z.number().int(),
  name: z.string(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  bands: z.array(band),
  points: z.array(
    z.object({
      recordId: z.number().int(),
      answeredAt: z.string(),
      total: z.number().nullable(),
      level: z.string().nullable(),
      tone: tone.nullable(),
    }),
  ),
});
export type QuestionHistoryView = z.infer<typeof questionHistoryView>;

export const questionGroupList = z.array(z.object({ group: z.string(), count: z.number().int() }));

/** The image a no-login form uploaded: its protected address (the record's readers only). */
export const questionLinkFileResult = z.object({ url: z.string(), name: z.string(), size: z.number().int() });
export type QuestionLinkFileResult = z.infer<typeof questionLinkFileResult>;
export const questionLinkFileParams = z.object({
  name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, '文件不存在'),
});
/** The address of such an image (the value an image item stores). */
export const QUESTION_LINK_FILE_PREFIX = '/api/question/link/file/';
/** The header carrying the link token on an upload (never the URL). */
export const QUESTION_LINK_TOKEN_HEADER = 'x-question-link';
/** The uploads category of those images; the open file address (/api/files/…) refuses it. */
export const QUESTION_LINK_FILE_CATEGORY = 'question-link';
