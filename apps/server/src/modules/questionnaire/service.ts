import {
  type Answers,
  assignmentState,
  chinaDay,
  QUESTION_ASSIGN_STATE_TEXT,
  type QuestionnaireDefinition,
  type QuestionSummary,
  type questionDraftBody,
  type questionDraftQuery,
  type questionHistoryQuery,
  type questionListQuery,
  type questionRecordQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { answersOf, checkDraft } from './answers.ts';
import { patientAssignments } from './assign-repo.ts';
import { loadQuestionnaire, provision, QUESTION_NOT_FOUND } from './definitions.ts';
import {
  draftOf,
  groupCounts,
  historyOf,
  patientLatest,
  type QuestionnaireRow,
  questionnairePage,
  recordPage,
  upsertDraft,
  visibleRecord,
} from './repo.ts';
import { healthIndexOf, recordDetailView, recordView } from './views.ts';

export const RECORD_NOT_FOUND = '问卷记录不存在';

function itemCount(d: QuestionnaireDefinition): number {
  return d.sections.reduce((n, s) => n + s.items.filter((i) => i.type <= 90).length, 0);
}

function summary(row: QuestionnaireRow): Omit<QuestionSummary, 'last' | 'hasDraft' | 'assignment'> {
  const d = row.definition as QuestionnaireDefinition;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    group: row.groupName,
    intro: d.intro ?? null,
    source: d.source ?? null,
    itemCount: itemCount(d),
    scored: d.scoring !== undefined,
  };
}

/** GET /api/question: the project's questionnaires; with a patient, each one's latest result and draft. */
export function listQuestionnaires(ctx: Ctx, q: z.output<typeof questionListQuery>) {
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    if (q.patientId !== undefined) await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { rows, total } = await questionnairePage(tx, q.group, q);
    const mine =
      q.patientId === undefined
        ? null
        : await patientLatest(
            tx,
            q.patientId,
            rows.map((r) => r.id),
          );
    const today = chinaDay(ctx.now());
    const assigned =
      q.patientId === undefined
        ? []
        : await patientAssignments(
            tx,
            q.patientId,
            rows.map((r) => r.id),
            today,
          );
    const list = rows.map((row) => {
      const a = assigned.find((x) => x.questionId === row.id);
      const state = a ? assignmentState(a.recordId !== null, a.dueDate, today) : null;
      const last = mine?.latest.find((x) => x.questionnaireId === row.id);
      const scoring = (row.definition as QuestionnaireDefinition).scoring;
      return {
        ...summary(row),
        last: last
          ? {
              recordId: last.id,
              answeredAt: last.answeredAt.toISOString(),
              total: last.total,
              max: scoring?.max ?? null,
              unit: scoring?.unit ?? null,
              level: last.level,
              tone: last.tone,
            }
          : null,
        hasDraft: mine?.drafts.includes(row.id) ?? false,
        assignment:
          a && state
            ? {
                id: a.id,
                doctorName: a.doctorName,
                dueDate: a.dueDate,
                state,
                stateText: QUESTION_ASSIGN_STATE_TEXT[state],
              }
            : null,
      };
    });
    // Open assignments first (the doctor asked for them), then the project's order.
    const open = (s: (typeof list)[number]) => (s.assignment?.state === 'assigned' ? 0 : 1);
    list.sort((x, y) => open(x) - open(y));
    return pageOf(list, total, q);
  });
}

/** GET /api/question/group */
export function questionGroups(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    return groupCounts(tx);
  });
}

/** GET /api/question/:id: open (the no-login form reads it); a definition holds no personal data. */
export function questionDetail(ctx: OpenCtx, id: number) {
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    const { row } = await loadQuestionnaire(tx, ctx.projectId, id);
    if (!row.active) throw notFound(QUESTION_NOT_FOUND);
    return { id: row.id, definition: row.definition as QuestionnaireDefinition };
  });
}

async function readRecord(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await visibleRecord(tx, await ctx.viewer(tx), id);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    return row;
  });
}

export async function recordDetail(ctx: Ctx, id: number) {
  return recordDetailView(await readRecord(ctx, id));
}

/** GET /api/question/health/index/:id: the record's band with its text and advice, and every band. */
export async function healthIndex(ctx: Ctx, id: number) {
  const row = await readRecord(ctx, id);
  if (row.record.total === null) throw notFound('该问卷没有评分结果');
  return healthIndexOf(row);
}

/** GET /api/question/record: records of the patients the caller sees, newest first. */
export function listRecords(ctx: Ctx, q: z.output<typeof questionRecordQuery>, scoredOnly = false) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await recordPage(tx, await ctx.viewer(tx), { ...q, scoredOnly }, q);
    return pageOf(rows.map(recordView), total, q);
  });
}

/** GET /api/question/record/history: one patient's totals of one questionnaire over time. */
export function recordHistory(ctx: Ctx, q: z.output<typeof questionHistoryQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { row } = await loadQuestionnaire(tx, ctx.projectId, q.questionId);
    const scoring = (row.definition as QuestionnaireDefinition).scoring;
    const points = await historyOf(tx, q.patientId, q.questionId);
    return {
      questionId: row.id,
      name: row.name,
      max: scoring?.max ?? null,
      unit: scoring?.unit ?? null,
      bands: scoring?.bands ?? [],
      points: points.map((p) => ({
        recordId: p.id,
        answeredAt: p.at.toISOString(),
        total: p.total,
        level: p.level,
        tone: p.tone,
      })),
    };
  });
}

function draftView(
  d: { questionnaireId: number; patientId: number; answers: Answers; updatedAt: Date } | undefined,
) {
  if (!d) return null;
  return {
    questionId: d.questionnaireId,
    patientId: d.patientId,
    formList: Object.entries(d.answers).map(([key, value]) => ({ key, value: value ?? null })),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** A patient's draft of a questionnaire (the caller has checked the patient is theirs to see). */
export async function draftFor(tx: Tx, ctx: Ctx, q: z.output<typeof questionDraftQuery>) {
  await loadQuestionnaire(tx, ctx.projectId, q.questionId);
  return draftView(await draftOf(tx, q.patientId, q.questionId));
}

/** Saves a patient's draft (the caller has checked the patient): formats checked, nothing required. */
export async function storeDraft(tx: Tx, ctx: Ctx, body: z.output<typeof questionDraftBody>) {
  const { form } = await loadQuestionnaire(tx, ctx.projectId, body.questionId);
  const answers = checkDraft(form, answersOf(body.formList));
  const row = await upsertDraft(tx, {
    projectId: ctx.projectId,
    patientId: body.patientId,
    questionnaireId: body.questionId,
    savedByUserId: ctx.userId,
    answers,
  });
  return draftView(row);
}

/** GET /api/question/record/draft: the half-filled form of a patient, from any phone. */
export function readDraft(ctx: Ctx, q: z.output<typeof questionDraftQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    return draftFor(tx, ctx, q);
  });
}

/** PUT /api/question/record/draft: saves what is filled so far (formats checked, nothing required). */
export function saveDraft(ctx: Ctx, body: z.output<typeof questionDraftBody>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    return storeDraft(tx, ctx, body);
  });
}
