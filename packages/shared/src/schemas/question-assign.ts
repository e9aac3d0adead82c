import { z } from 'zod';
import { QUESTION_ASSIGN_MAX_PATIENTS, QUESTION_ASSIGN_STATES } from '../domain/question-assign.ts';
import { rowIdField } from './auth.ts';
import { dayField } from './diet.ts';
import { page, pageQuery } from './envelope.ts';

const tone = z.enum(['normal', 'attention', 'abnormal', 'severe']);

/** POST /api/question/assign: one questionnaire to one or many patients of the doctor's scope. */
export const questionAssignBody = z.object({
  questionId: rowIdField,
  patientIds: z
    .array(rowIdField, { error: '请选择患者' })
    .min(1, '请选择患者')
    .max(QUESTION_ASSIGN_MAX_PATIENTS, `一次最多布置${QUESTION_ASSIGN_MAX_PATIENTS}位患者`)
    .refine((ids) => new Set(ids).size === ids.length, '患者重复'),
  /** The last day to answer (China day); from today to QUESTION_ASSIGN_MAX_DAYS ahead. */
  dueDate: dayField,
  /** Also text each patient's phone the no-login link (the project's SMS provider). */
  sendSms: z.boolean().default(false),
});
export type QuestionAssignBody = z.input<typeof questionAssignBody>;

export const questionAssignResult = z.object({
  questionId: z.number().int(),
  questionName: z.string(),
  dueDate: z.string(),
  /** The SMS provider's name ('dev' writes to the server log and sends nothing). */
  smsProvider: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      patientId: z.number().int(),
      patientName: z.string(),
      /** The no-login form path with its single-use token in the fragment. */
      path: z.string(),
      expiresAt: z.string(),
      /** Whether an SMS was handed to the provider (false: not asked, or no phone on file). */
      smsSent: z.boolean(),
    }),
  ),
  /** Patients left out because they already have an open (unanswered) assignment of it. */
  skipped: z.array(z.object({ patientId: z.number().int(), patientName: z.string() })),
  /** In Chinese: how many were assigned and how many skipped. */
  message: z.string(),
});
export type QuestionAssignResult = z.infer<typeof questionAssignResult>;

export const questionAssignQuery = pageQuery.extend({
  questionId: rowIdField.optional(),
  patientId: rowIdField.optional(),
  state: z.enum(QUESTION_ASSIGN_STATES, { error: '状态有误' }).optional(),
});

/** Where an assigned questionnaire stands (shared by the doctor's list and the AI platform's). */
export const questionAssignmentCore = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  questionName: z.string(),
  doctorName: z.string(),
  dueDate: z.string(),
  assignedAt: z.string(),
  state: z.enum(QUESTION_ASSIGN_STATES),
  stateText: z.string(),
  /** The record that answered it. */
  recordId: z.number().int().nullable(),
  answeredAt: z.string().nullable(),
  total: z.number().nullable(),
  level: z.string().nullable(),
  tone: tone.nullable(),
  highRisk: z.boolean(),
});

export const questionAssignmentView = questionAssignmentCore.extend({
  patientId: z.number().int(),
  patientName: z.string(),
});
export type QuestionAssignmentView = z.infer<typeof questionAssignmentView>;
export const questionAssignmentPage = page(questionAssignmentView);

/** GET /api/question/assign/stats: questionnaire management, counts within the caller's scope. */
export const questionAssignStats = z.array(
  z.object({
    questionId: z.number().int(),
    name: z.string(),
    group: z.string(),
    scored: z.boolean(),
    assigned: z.number().int(),
    answered: z.number().int(),
    expired: z.number().int(),
  }),
);
export type QuestionAssignStats = z.infer<typeof questionAssignStats>;

const flag01 = z.enum(['0', '1'], { error: '参数有误' });
export const questionRiskQuery = pageQuery.extend({ handled: flag01.default('0') });

export const questionRiskView = z.object({
  recordId: z.number().int(),
  questionId: z.number().int(),
  questionName: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  total: z.number().nullable(),
  level: z.string().nullable(),
  tone: tone.nullable(),
  flags: z.array(z.string()),
  answeredAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type QuestionRiskView = z.infer<typeof questionRiskView>;
export const questionRiskPage = page(questionRiskView);

/** The realtime push of a high-risk answer to the patient's doctor (QUESTION_HIGH_RISK). */
export const questionRiskPush = z.object({
  recordId: z.number().int(),
  patientId: z.number().int(),
  questionName: z.string(),
  level: z.string().nullable(),
});
export type QuestionRiskPush = z.infer<typeof questionRiskPush>;

/** POST /api/question/assign/:id/resend: a new single-use link (the old one stops working). */
export const questionResendBody = z.object({ sendSms: z.boolean().default(false) });
export const questionResendResult = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  path: z.string(),
  expiresAt: z.string(),
  smsSent: z.boolean(),
  smsProvider: z.string(),
});
export type QuestionResendResult = z.infer<typeof questionResendResult>;
