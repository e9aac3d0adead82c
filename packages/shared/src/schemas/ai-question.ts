import { z } from 'zod';
import { POST_DIAGNOSIS_STATES } from '../domain/ai-question.ts';
import { QUESTION_ASSIGN_STATES } from '../domain/question-assign.ts';
import type { QuestionnaireDefinition } from '../questionnaire/types.ts';
import {
  aiPageQuery,
  aiResidentBrief,
  needsResident,
  RESIDENT_REQUIRED,
  residentKeyShape,
} from './ai-lists.ts';
import { rowIdField } from './auth.ts';
import { dayField } from './diet.ts';
import { page } from './envelope.ts';
import { questionAssignmentCore } from './question-assign.ts';
import { questionRecordBody, questionRecordDetail } from './questionnaire.ts';

/** Query strings arrive as text: '' is "not given" (spec 3 section 5: filters only when non-empty). */
const blank = (v: unknown) => (v === '' ? undefined : v);
const search = z.preprocess(blank, z.string().trim().max(32, '搜索内容过长').optional());

/** GET question/before/list: the questionnaires added for the district's residents (page size 15). */
export const aiBeforeListQuery = aiPageQuery.extend({
  state: z.preprocess(blank, z.enum(QUESTION_ASSIGN_STATES, { error: '状态有误' }).optional()),
  questionId: z.preprocess(blank, rowIdField.optional()),
  search,
});
export const aiBeforeItem = aiResidentBrief.extend(questionAssignmentCore.shape);
export type AiBeforeItem = z.infer<typeof aiBeforeItem>;
export const aiBeforePage = page(aiBeforeItem);

/** GET question/one: one questionnaire to fill, and (when a resident is named) their open one. */
export const aiQuestionOneQuery = z.object({ questionId: rowIdField, ...residentKeyShape });
export const aiQuestionOneView = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string().nullable(),
  definition: z.custom<QuestionnaireDefinition>(),
  resident: aiResidentBrief.nullable(),
  /** The resident's open (unanswered, not past due) questionnaire of it, if any. */
  open: aiBeforeItem.nullable(),
});
export type AiQuestionOneView = z.infer<typeof aiQuestionOneView>;

/** GET question/record/detail: a resident's answered questionnaire with its result. */
export const aiQuestionRecordQuery = z.object({ id: z.preprocess(blank, rowIdField) });
export const aiQuestionRecordDetail = questionRecordDetail.extend({ resident: aiResidentBrief });
export type AiQuestionRecordDetail = z.infer<typeof aiQuestionRecordDetail>;

/** POST question/add: a servicer adds a questionnaire for one resident of the district. */
export const aiQuestionAddBody = z
  .object({
    questionId: rowIdField,
    ...residentKeyShape,
    /** Last day to answer (China day); default AI_QUESTION_DUE_DAYS from today. */
    dueDate: dayField.optional(),
  })
  .refine(needsResident, RESIDENT_REQUIRED);
export type AiQuestionAddBody = z.input<typeof aiQuestionAddBody>;
export const aiQuestionAddResult = aiBeforeItem.extend({
  /** The resident's single-use no-login form (token in the fragment), to send or open. */
  path: z.string(),
  expiresAt: z.string(),
});

/** POST question/record: the answers of a resident (spec 3 "Questionnaire submit": questionId, idcard, formList). */
export const aiQuestionRecordBody = z
  .object({
    questionId: rowIdField,
    ...residentKeyShape,
    formList: questionRecordBody.shape.formList,
    time: questionRecordBody.shape.time,
  })
  .refine(needsResident, RESIDENT_REQUIRED);
export type AiQuestionRecordBody = z.input<typeof aiQuestionRecordBody>;

/** GET diagnosis/after/list (ours): post-diagnosis management of the district's diagnosed residents. */
export const postDiagnosisQuery = aiPageQuery.extend({
  state: z.preprocess(blank, z.enum(POST_DIAGNOSIS_STATES, { error: '状态有误' }).optional()),
  search,
});
export const postDiagnosisItem = aiResidentBrief.extend({
  diagnosisId: z.number().int(),
  majorDiagnosis: z.string(),
  minorDiagnosis: z.string().nullable(),
  typeText: z.string(),
  way: z.string().nullable(),
  medicalTime: z.string(),
  doctorName: z.string().nullable(),
  /** Diagnosis records of the resident within the window. */
  diagnoses: z.number().int(),
  state: z.enum(POST_DIAGNOSIS_STATES),
  stateText: z.string(),
  /** The open follow-up plan's time (planned). */
  planTime: z.string().nullable(),
  /** The follow-up done after the diagnosis (followed). */
  followedAt: z.string().nullable(),
  /** Questionnaires answered since the diagnosis. */
  questionsAnswered: z.number().int(),
});
export type PostDiagnosisItem = z.infer<typeof postDiagnosisItem>;
export const postDiagnosisPage = page(postDiagnosisItem);
