import {
  JOIN_TYPES,
  KNOWLEDGE_MSG,
  maskName,
  type PlayHistoryView,
  progressPercent,
  STUDENT_STATES,
  STUDY_RANK_SIZE,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { completeCourseIfDone } from './completion.ts';
import { courseItems, coursesOfItem, customerExists, findItem, publishedAt } from './repo.ts';
import {
  findStudent,
  listPlays,
  listStudents,
  type PlayRow,
  savePlay,
  studentById,
  studyTotals,
  updateStudent,
  upsertStudent,
} from './study-repo.ts';
import { studentFor } from './study-views.ts';

const isCustomer = (ctx: Ctx) => ctx.session.userType === 'customer';

/** An item the caller may see (learners: published only), or 404. */
export async function visibleItem(ctx: Ctx, tx: Tx, id: number, msg: string = KNOWLEDGE_MSG.notFound) {
  const row = await findItem(tx, id, isCustomer(ctx) ? publishedAt(ctx.now()) : undefined);
  if (!row) throw notFound(msg);
  return row;
}

/** Whose study a list shows: a learner only their own (another userId is 404); servicers anyone's. */
function subjectOf(ctx: Ctx, userId: number | undefined): number {
  if (userId === undefined || userId === ctx.userId) return ctx.userId;
  if (isCustomer(ctx)) throw notFound(KNOWLEDGE_MSG.userNotFound);
  return userId;
}

function playViewOf(
  p: PlayRow,
  item: { title: string; type: string; cover: string | null },
): PlayHistoryView {
  return {
    id: p.id,
    userId: p.userId,
    knowledgeId: p.knowledgeId,
    knowledgeCourseId: p.courseId,
    title: item.title,
    type: item.type as PlayHistoryView['type'],
    cover: item.cover,
    positionSeconds: p.positionSeconds,
    durationSeconds: p.durationSeconds,
    progressPer: p.progressPer,
    viewDuration: p.viewDuration,
    viewTime: p.viewTime.toISOString(),
    done: p.maxProgressPer >= 90,
  };
}

export function savePlayHistory(
  ctx: Ctx,
  b: {
    knowledgeId: number;
    knowledgeCourseId?: number;
    positionSeconds: number;
    durationSeconds?: number;
    progressPer?: number;
    viewDuration: number;
  },
) {
  return ctx.inTenant(async (tx) => {
    const row = await visibleItem(ctx, tx, b.knowledgeId);
    if (row.item.type === 'course') throw badRequest('课程本身不能播放，请选择课程中的内容');
    const courses = await coursesOfItem(tx, b.knowledgeId);
    if (b.knowledgeCourseId && !courses.includes(b.knowledgeCourseId))
      throw badRequest('该内容不属于所选课程');
    const duration = b.durationSeconds || row.item.config.durationSeconds || null;
    const position = duration ? Math.min(b.positionSeconds, duration) : b.positionSeconds;
    const progress = Math.round(b.progressPer ?? (duration ? progressPercent(position, duration) : 0));
    const play = await savePlay(tx, ctx.projectId, {
      userId: ctx.userId,
      knowledgeId: b.knowledgeId,
      courseId: b.knowledgeCourseId ?? null,
      positionSeconds: position,
      durationSeconds: duration,
      progressPer: progress,
      viewDuration: Math.round(b.viewDuration),
      viewTime: ctx.now(),
    });
    for (const courseId of courses) await completeCourseIfDone(ctx, tx, ctx.userId, courseId);
    return playViewOf(play, row.item);
  });
}

export function playHistory(
  ctx: Ctx,
  q: { pageNo: number; pageSize: number; userId?: number; knowledgeId?: number },
) {
  return ctx.inTenant(async (tx) => {
    const userId = subjectOf(ctx, q.userId);
    const { rows, total } = await listPlays(
      tx,
      { userId, knowledgeId: q.knowledgeId },
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    return { list: rows.map((r) => playViewOf(r.play, r)), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

export function students(
  ctx: Ctx,
  q: { pageNo: number; pageSize: number; userId?: number; knowledgeId?: number },
) {
  return ctx.inTenant(async (tx) => {
    const userId = isCustomer(ctx) ? subjectOf(ctx, q.userId) : q.userId;
    const { rows, total } = await listStudents(
      tx,
      { userId, knowledgeId: q.knowledgeId },
      (q.pageNo - 1) * q.pageSize,
      q.pageSize,
    );
    const now = ctx.now();
    const list = [];
    for (const s of rows) list.push(await studentFor(tx, s, now));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** A learner joins a course (joinType 1); a servicer assigns one to a learner (joinType 2). */
export function joinCourse(ctx: Ctx, b: { knowledgeId: number; userId?: number; endTime?: string }) {
  return ctx.inTenant(async (tx) => {
    const row = await visibleItem(ctx, tx, b.knowledgeId, KNOWLEDGE_MSG.courseNotFound);
    if (row.item.type !== 'course') throw badRequest(KNOWLEDGE_MSG.notCourse);
    const endTime = b.endTime ? new Date(b.endTime) : null;
    if (endTime && endTime <= ctx.now()) throw badRequest('结束时间须晚于现在');
    let userId = ctx.userId;
    let joinType: number = JOIN_TYPES.self;
    if (isCustomer(ctx)) {
      if (b.userId && b.userId !== ctx.userId) throw notFound(KNOWLEDGE_MSG.userNotFound);
    } else {
      if (!b.userId) throw badRequest('请选择学员');
      if (!(await customerExists(tx, b.userId))) throw notFound(KNOWLEDGE_MSG.userNotFound);
      userId = b.userId;
      joinType = JOIN_TYPES.assigned;
    }
    const existing = await findStudent(tx, userId, b.knowledgeId);
    const s = await upsertStudent(tx, ctx.projectId, {
      userId,
      knowledgeId: b.knowledgeId,
      joinType: existing?.joinType ?? joinType,
      endTime,
    });
    await completeCourseIfDone(ctx, tx, userId, b.knowledgeId);
    return studentFor(tx, (await studentById(tx, s.id)) ?? s, ctx.now());
  });
}

/** Quit (2) or rejoin (0); completed (1) is the server's to set. Servicers may move the end time. */
export function updateEnrollment(
  ctx: Ctx,
  id: number,
  b: { state?: 0 | 1 | 2; endTime?: string | null; joinType?: 1 | 2 },
) {
  return ctx.inTenant(async (tx) => {
    const s = await studentById(tx, id);
    if (!s || (isCustomer(ctx) && s.userId !== ctx.userId)) throw notFound(KNOWLEDGE_MSG.studentNotFound);
    if (b.state === STUDENT_STATES.completed) throw badRequest(KNOWLEDGE_MSG.completedByServer);
    if (isCustomer(ctx) && (b.endTime !== undefined || b.joinType !== undefined))
      throw forbidden('只有医生可以修改结束时间和加入方式');
    if (b.state !== undefined && s.state === STUDENT_STATES.completed) throw badRequest('课程已完成');
    const set: Parameters<typeof updateStudent>[2] = {};
    if (b.state !== undefined) set.state = b.state;
    if (b.endTime !== undefined) set.endTime = b.endTime ? new Date(b.endTime) : null;
    if (b.joinType !== undefined) set.joinType = b.joinType;
    let row = Object.keys(set).length ? await updateStudent(tx, id, set) : s;
    if (await completeCourseIfDone(ctx, tx, row.userId, row.knowledgeId))
      row = (await studentById(tx, id)) ?? row;
    return studentFor(tx, row, ctx.now());
  });
}

/** Study rank of the project's learners by seconds studied (one course or all), names masked. */
export function studyRank(ctx: Ctx, q: { knowledgeId?: number }) {
  return ctx.inTenant(async (tx) => {
    let itemIds: number[] | null = null;
    if (q.knowledgeId) {
      const row = await visibleItem(ctx, tx, q.knowledgeId, KNOWLEDGE_MSG.courseNotFound);
      if (row.item.type !== 'course') throw badRequest(KNOWLEDGE_MSG.notCourse);
      itemIds = (await courseItems(tx, q.knowledgeId)).map((i) => i.itemId);
    }
    const totals = await studyTotals(tx, itemIds);
    const index = totals.findIndex((t) => t.userId === ctx.userId);
    const me = index >= 0 ? totals[index] : undefined;
    return {
      list: totals.slice(0, STUDY_RANK_SIZE).map((t, i) => ({
        rank: i + 1,
        userName: t.userId === ctx.userId ? t.name || '我' : maskName(t.name) || '学员',
        studySeconds: t.seconds,
        completedCourses: t.completed,
        mine: t.userId === ctx.userId,
      })),
      mine: {
        rank: me ? index + 1 : null,
        studySeconds: me?.seconds ?? 0,
        completedCourses: me?.completed ?? 0,
      },
    };
  });
}
