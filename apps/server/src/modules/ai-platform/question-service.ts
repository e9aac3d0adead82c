import {
  AI_QUESTION_DUE_DAYS,
  type AiBeforeItem,
  type aiBeforeListQuery,
  type aiQuestionAddBody,
  type aiQuestionOneQuery,
  type aiQuestionRecordBody,
  chinaDay,
  DAY_MS,
  QUESTION_ASSIGN_MAX_DAYS,
  type questionDraftBody,
  type questionDraftQuery,
} from '@kanghu/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import {
  type District,
  districtResidentBy,
  districtResidentById,
  inDistrict,
  residentOf,
} from '../../core/district.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { questionnaireAssignments } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  type AssignmentFilter,
  assignmentPage,
  insertAssignment,
  openAssignees,
} from '../questionnaire/assign-repo.ts';
import { assignmentView } from '../questionnaire/assign-service.ts';
import { loadQuestionnaire, provision } from '../questionnaire/definitions.ts';
import { newLink, store, usable } from '../questionnaire/record-service.ts';
import { recordById } from '../questionnaire/repo.ts';
import { notifyHighRisk } from '../questionnaire/risk-notify.ts';
import { draftFor, RECORD_NOT_FOUND, storeDraft } from '../questionnaire/service.ts';
import { recordDetailView, recordView } from '../questionnaire/views.ts';
import { residentsByIds } from './question-repo.ts';
import { residentBrief } from './resident-view.ts';

/**
 * The AI platform's questionnaires (issue 16) are issue 12's: assignments
 * (`questionnaire_assignments`, state derived from the records) and records of the one form
 * engine, scoped to the district's residents (core/district.ts) instead of a doctor's own
 * patients. A resident outside the district, or a servicer of another district, answers 404.
 */

type Paging = { pageNo: number; pageSize: number };

/** Assignments of the district's residents (`scope` narrows further), each with the resident's masked brief. */
async function districtAssignments(
  tx: Tx,
  ctx: Ctx,
  district: District,
  scope: SQL | undefined,
  f: AssignmentFilter,
  q: Paging,
) {
  const today = chinaDay(ctx.now());
  const { rows, total } = await assignmentPage(tx, and(residentOf(district), scope), f, today, q);
  const residents = await residentsByIds(
    tx,
    rows.map((r) => r.patientId),
  );
  const list: AiBeforeItem[] = [];
  for (const r of rows) {
    const who = residents.get(r.patientId);
    if (!who) continue;
    const { patientName: _name, patientId: _id, ...view } = assignmentView(r, today);
    list.push({ ...residentBrief(who, ctx.now()), ...view });
  }
  return { list, total };
}

/** GET question/before/list: the questionnaires added for the district's residents, newest first. */
export function beforeList(ctx: Ctx, code: string, q: z.output<typeof aiBeforeListQuery>) {
  return inDistrict(ctx, code, async (tx, district) => {
    const { list, total } = await districtAssignments(tx, ctx, district, undefined, q, q);
    return pageOf(list, total, q);
  });
}

const ONE: Paging = { pageNo: 1, pageSize: 1 };

/** GET question/one: the questionnaire to fill and, with a resident, the resident and their open one. */
export function questionOne(ctx: Ctx, code: string, q: z.output<typeof aiQuestionOneQuery>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    await provision(tx, ctx.projectId);
    const { row } = usable(await loadQuestionnaire(tx, ctx.projectId, q.questionId));
    const named = q.idcard !== undefined || q.patientId !== undefined;
    const who = named ? await districtResidentBy(tx, viewer, district, q) : null;
    const open = who
      ? (
          await districtAssignments(
            tx,
            ctx,
            district,
            eq(questionnaireAssignments.patientId, who.id),
            { questionId: row.id, state: 'assigned' },
            ONE,
          )
        ).list[0]
      : undefined;
    return {
      id: row.id,
      name: row.name,
      group: row.groupName,
      definition: row.definition as never,
      resident: who ? await briefOf(tx, ctx, who.id) : null,
      open: open ?? null,
    };
  });
}

/** The masked brief of one resident already found in the district. */
async function briefOf(tx: Tx, ctx: Ctx, patientId: number) {
  const who = (await residentsByIds(tx, [patientId])).get(patientId);
  if (!who) throw notFound();
  return residentBrief(who, ctx.now());
}

/** The record, if its resident lies in the district (404 otherwise). */
async function districtRecord(tx: Tx, viewer: Viewer, district: District, id: number) {
  const row = await recordById(tx, id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  const who = await districtResidentById(tx, viewer, district, row.record.patientId);
  return { row, who };
}

/** GET question/record/detail: one answered questionnaire of a resident of the district. */
export function questionRecordDetail(ctx: Ctx, code: string, id: number) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const { row, who } = await districtRecord(tx, viewer, district, id);
    return { ...recordDetailView(row), resident: await briefOf(tx, ctx, who.id) };
  });
}

/**
 * POST question/add: a questionnaire for one resident of the district, due AI_QUESTION_DUE_DAYS
 * from today unless a date is given; with its single-use no-login link (the resident may answer
 * at home, or the servicer fills it in with them through question/record). A resident who already
 * has an open one of it gets no second (400, nothing stored).
 */
export function addQuestion(ctx: Ctx, code: string, body: z.output<typeof aiQuestionAddBody>) {
  const today = chinaDay(ctx.now());
  const last = chinaDay(ctx.now().getTime() + QUESTION_ASSIGN_MAX_DAYS * DAY_MS);
  const due = body.dueDate ?? chinaDay(ctx.now().getTime() + AI_QUESTION_DUE_DAYS * DAY_MS);
  if (due < today) throw badRequest('截止日期不能早于今天');
  if (due > last) throw badRequest(`截止日期不能晚于${QUESTION_ASSIGN_MAX_DAYS}天后`);
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    await provision(tx, ctx.projectId);
    const who = await districtResidentBy(tx, viewer, district, body);
    const { row } = usable(await loadQuestionnaire(tx, ctx.projectId, body.questionId));
    if ((await openAssignees(tx, row.id, [who.id], today)).has(who.id))
      throw badRequest('该居民已有未完成的该问卷');
    const link = await newLink(tx, ctx, who.id, row.id);
    const id = await insertAssignment(tx, {
      projectId: ctx.projectId,
      questionnaireId: row.id,
      patientId: who.id,
      assignedByUserId: ctx.userId,
      dueDate: due,
      linkId: link.id,
      smsTo: null,
    });
    const { list } = await districtAssignments(
      tx,
      ctx,
      district,
      eq(questionnaireAssignments.id, id),
      {},
      ONE,
    );
    const item = list[0];
    if (!item) throw notFound();
    return { ...item, path: link.path, expiresAt: link.expiresAt };
  });
}

/**
 * POST question/record: a resident's answers through the servicer, validated and scored by the
 * shared engine on the stored definition (400 with its Chinese message, nothing stored); a
 * high-risk result is pushed after the commit as for every other submit.
 */
export async function submitQuestion(ctx: Ctx, code: string, body: z.output<typeof aiQuestionRecordBody>) {
  const view = await inDistrict(ctx, code, async (tx, district, viewer) => {
    const who = await districtResidentBy(tx, viewer, district, body);
    const q = usable(await loadQuestionnaire(tx, ctx.projectId, body.questionId));
    const id = await store(
      tx,
      ctx,
      q,
      { patientId: who.id, formList: body.formList, time: body.time },
      {
        userId: ctx.userId,
        via: 'app',
      },
    );
    const row = await recordById(tx, id);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    return recordView(row);
  });
  await notifyHighRisk(ctx, view);
  return view;
}

/**
 * GET|PUT question/record/draft: the servicer's temporary save (暂存) of a form filled in with a
 * resident of the district: issue 12's one draft per resident and questionnaire (the same row the
 * resident's own form resumes from), deleted when question/record stores the record.
 */
export function readQuestionDraft(ctx: Ctx, code: string, q: z.output<typeof questionDraftQuery>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    await districtResidentById(tx, viewer, district, q.patientId);
    return draftFor(tx, ctx, q);
  });
}

export function saveQuestionDraft(ctx: Ctx, code: string, body: z.output<typeof questionDraftBody>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    await districtResidentById(tx, viewer, district, body.patientId);
    return storeDraft(tx, ctx, body);
  });
}
