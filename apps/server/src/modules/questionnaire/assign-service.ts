import {
  assignmentState,
  chinaDay,
  DAY_MS,
  isHighRisk,
  maskPhone,
  QUESTION_ASSIGN_MAX_DAYS,
  QUESTION_ASSIGN_STATE_TEXT,
  type QuestionAssignmentView,
  type QuestionnaireDefinition,
  type QuestionRiskView,
  type questionAssignBody,
  type questionAssignQuery,
  type questionResendBody,
  type questionRiskQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient, visibleTo } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  type AssignmentRow,
  assignmentPage,
  assignmentStats,
  insertAssignment,
  openAssignees,
  patientContacts,
  replaceLink,
  visibleAssignment,
} from './assign-repo.ts';
import { loadQuestionnaire, provision, QUESTION_NOT_FOUND } from './definitions.ts';
import { newLink } from './record-service.ts';
import { insertReview, type RiskRow, riskPage, riskRecord, riskScope } from './risk-repo.ts';
import { RECORD_NOT_FOUND } from './service.ts';

const ASSIGNMENT_NOT_FOUND = '问卷布置记录不存在';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function assignmentView(row: AssignmentRow, today: string): QuestionAssignmentView {
  const state = assignmentState(row.recordId !== null, row.dueDate, today);
  return {
    id: row.id,
    questionId: row.questionId,
    questionName: row.questionName,
    patientId: row.patientId,
    patientName: row.patientName,
    doctorName: row.doctorName,
    dueDate: row.dueDate,
    assignedAt: iso(row.assignedAt),
    state,
    stateText: QUESTION_ASSIGN_STATE_TEXT[state],
    recordId: row.recordId === null ? null : Number(row.recordId),
    answeredAt: row.answeredAt === null ? null : iso(row.answeredAt),
    total: row.total === null ? null : Number(row.total),
    level: row.level,
    tone: row.tone,
    highRisk: row.recordId !== null && isHighRisk(row),
  };
}

/** The SMS carrying a link: who asks, what, by when, and the link (full URL when PUBLIC_URL is set). */
function smsText(ctx: Ctx, doctor: string, name: string, due: string, path: string): string {
  const base = ctx.services.config.publicUrl?.replace(/\/$/, '') ?? '';
  return `【康护】${doctor}医生请您填写《${name}》，请于${due}前完成，链接仅限本人使用一次：${base}${path}`;
}

/**
 * POST /api/question/assign: one questionnaire to patients the caller sees (all or nothing: an
 * unseen patient answers 404 and nothing is stored). Each assignment gets its own single-use
 * no-login link; with sendSms the link goes to the patient's phone through the SMS provider after
 * the commit (a failed text never undoes the assignment; the doctor still has the link).
 */
export async function assignQuestionnaire(ctx: Ctx, body: z.output<typeof questionAssignBody>) {
  const today = chinaDay(ctx.now());
  const last = chinaDay(ctx.now().getTime() + QUESTION_ASSIGN_MAX_DAYS * DAY_MS);
  if (body.dueDate < today) throw badRequest('截止日期不能早于今天');
  if (body.dueDate > last) throw badRequest(`截止日期不能晚于${QUESTION_ASSIGN_MAX_DAYS}天后`);
  const done = await ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    const viewer = await ctx.viewer(tx);
    for (const id of body.patientIds) await visiblePatient(tx, viewer, id);
    const { row } = await loadQuestionnaire(tx, ctx.projectId, body.questionId);
    if (!row.active) throw notFound(QUESTION_NOT_FOUND);
    const contacts = new Map((await patientContacts(tx, body.patientIds)).map((p) => [p.id, p]));
    // A patient who still has an open assignment of it gets no second one (the doctor can resend its link).
    const open = await openAssignees(tx, row.id, body.patientIds, today);
    const skipped = body.patientIds
      .filter((id) => open.has(id))
      .map((patientId) => ({ patientId, patientName: contacts.get(patientId)?.name ?? '' }));
    const items = [];
    for (const patientId of body.patientIds.filter((id) => !open.has(id))) {
      const link = await newLink(tx, ctx, patientId, row.id);
      const tel = body.sendSms ? (contacts.get(patientId)?.tel ?? null) : null;
      const id = await insertAssignment(tx, {
        projectId: ctx.projectId,
        questionnaireId: row.id,
        patientId,
        assignedByUserId: ctx.userId,
        dueDate: body.dueDate,
        linkId: link.id,
        smsTo: tel ? maskPhone(tel) : null,
      });
      items.push({ id, patientId, patientName: contacts.get(patientId)?.name ?? '', link, tel });
    }
    return { row, items, skipped, doctor: viewer.name ?? '' };
  });
  const provider = ctx.services.sms.provider;
  const out = [];
  for (const it of done.items) {
    let smsSent = false;
    if (it.tel) {
      try {
        await provider.send(it.tel, smsText(ctx, done.doctor, done.row.name, body.dueDate, it.link.path));
        smsSent = true;
      } catch (err) {
        ctx.log.warn({ err, assignmentId: it.id }, 'questionnaire SMS failed');
      }
    }
    out.push({
      id: it.id,
      patientId: it.patientId,
      patientName: it.patientName,
      path: it.link.path,
      expiresAt: it.link.expiresAt,
      smsSent,
    });
  }
  return {
    questionId: done.row.id,
    questionName: done.row.name,
    dueDate: body.dueDate,
    smsProvider: provider.name,
    items: out,
    skipped: done.skipped,
    message: assignMessage(out.length, done.skipped.length),
  };
}

/** What the doctor reads after assigning: how many were assigned and how many skipped. */
export function assignMessage(assigned: number, skipped: number): string {
  const head = assigned > 0 ? `已布置${assigned}位患者` : '未布置新的问卷';
  return skipped > 0 ? `${head}，${skipped}位患者已有未完成的该问卷，已跳过` : head;
}

/**
 * POST /api/question/assign/:id/resend: a new single-use link for an unanswered assignment of a
 * patient the caller sees; the old link stops working at once. With sendSms it is texted again.
 */
export async function resendAssignment(ctx: Ctx, id: number, body: z.output<typeof questionResendBody>) {
  const today = chinaDay(ctx.now());
  const done = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleAssignment(tx, viewer, id);
    if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
    if (row.recordId !== null) throw badRequest('该问卷已填写，无需重发链接');
    if (row.dueDate < today) throw badRequest('该问卷已过截止日期，请重新布置');
    const { row: q } = await loadQuestionnaire(tx, ctx.projectId, row.questionId);
    if (!q.active) throw notFound(QUESTION_NOT_FOUND);
    const link = await newLink(tx, ctx, row.patientId, q.id);
    const tel = body.sendSms ? ((await patientContacts(tx, [row.patientId]))[0]?.tel ?? null) : null;
    await replaceLink(tx, row.id, row.linkId, link.id, tel ? maskPhone(tel) : null, ctx.now());
    ctx.audit.patients.add(row.patientId);
    return { row, q, link, tel, doctor: viewer.name ?? '' };
  });
  const provider = ctx.services.sms.provider;
  let smsSent = false;
  if (done.tel) {
    try {
      await provider.send(done.tel, smsText(ctx, done.doctor, done.q.name, done.row.dueDate, done.link.path));
      smsSent = true;
    } catch (err) {
      ctx.log.warn({ err, assignmentId: id }, 'questionnaire SMS failed');
    }
  }
  return {
    id,
    patientId: done.row.patientId,
    patientName: done.row.patientName,
    path: done.link.path,
    expiresAt: done.link.expiresAt,
    smsSent,
    smsProvider: provider.name,
  };
}

/** GET /api/question/assign: assignments of the patients the caller sees, with who answered. */
export function listAssignments(ctx: Ctx, q: z.output<typeof questionAssignQuery>) {
  const today = chinaDay(ctx.now());
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await assignmentPage(tx, visibleTo(viewer), q, today, q);
    return pageOf(
      rows.map((r) => assignmentView(r, today)),
      total,
      q,
    );
  });
}

/** GET /api/question/assign/stats: questionnaire management (assigned / answered / expired). */
export function assignStats(ctx: Ctx) {
  const today = chinaDay(ctx.now());
  return ctx.inTenant(async (tx) => {
    await provision(tx, ctx.projectId);
    const rows = await assignmentStats(tx, await ctx.viewer(tx), today);
    return rows.map(({ definition, ...r }) => ({
      ...r,
      scored: (definition as QuestionnaireDefinition).scoring !== undefined,
    }));
  });
}

function riskView(r: RiskRow): QuestionRiskView {
  return {
    recordId: r.recordId,
    questionId: r.questionId,
    questionName: r.questionName,
    patientId: r.patientId,
    patientName: r.patientName,
    total: r.total,
    level: r.level,
    tone: r.tone,
    flags: r.flags,
    answeredAt: r.answeredAt.toISOString(),
    handledAt: r.handledAt ? r.handledAt.toISOString() : null,
    handledByName: r.handledByName,
  };
}

const isDoctor = (ctx: Ctx) => ctx.session.role === 'doctor';

/** GET /api/question/risk: high-risk answers a doctor is answerable for (the dashboard's list). */
export function listRisks(ctx: Ctx, q: z.output<typeof questionRiskQuery>) {
  return ctx.inTenant(async (tx) => {
    const scope = riskScope(await ctx.viewer(tx), isDoctor(ctx));
    const { rows, total } = await riskPage(tx, scope, q.handled === '1', q);
    return pageOf(rows.map(riskView), total, q);
  });
}

/** PUT /api/question/risk/:id/handle: marks a high-risk record of a visible patient handled. */
export function handleRisk(ctx: Ctx, recordId: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await riskRecord(tx, viewer, recordId);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    if (!isHighRisk(row)) throw badRequest('该问卷结果不是高风险，无需处理');
    if (row.handledAt) throw badRequest('该高风险问卷已处理');
    const now = ctx.now();
    if (
      !(await insertReview(tx, {
        projectId: ctx.projectId,
        recordId,
        handledByUserId: ctx.userId,
        handledAt: now,
      }))
    )
      throw badRequest('该高风险问卷已处理');
    ctx.audit.patients.add(row.patientId);
    return riskView({ ...row, handledAt: now, handledByName: viewer.name });
  });
}
