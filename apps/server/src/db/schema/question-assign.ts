import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { questionnaireLinks, questionnaireRecords, questionnaires } from './questionnaire.ts';
import { patients, users } from './users.ts';

/**
 * A questionnaire a doctor assigned to one patient (issue 12, doctor side). The state is not a
 * column: answered = the patient has a record of the questionnaire stored since `created_at`
 * (through the app or a no-login link), expired = not answered and past `due_date` (China day);
 * so a state can never disagree with the records.
 */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    ...tenantColumns(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    assignedByUserId: integer('assigned_by_user_id')
      .notNull()
      .references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The no-login link issued with it. */
    linkId: integer('link_id').references(() => questionnaireLinks.id),
    /** Masked phone the SMS went to, when one was sent. */
    smsTo: text('sms_to'),
  },
  (t) => [
    index('questionnaire_assignments_patient_idx').on(t.projectId, t.patientId, t.questionnaireId),
    index('questionnaire_assignments_question_idx').on(t.projectId, t.questionnaireId, t.createdAt),
  ],
);

/** A high-risk record a doctor marked handled (one per record). */
export const questionnaireRiskReviews = pgTable(
  'questionnaire_risk_reviews',
  {
    ...tenantColumns(),
    recordId: integer('record_id')
      .notNull()
      .references(() => questionnaireRecords.id),
    handledByUserId: integer('handled_by_user_id')
      .notNull()
      .references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_risk_reviews_record_uq').on(t.recordId)],
);
