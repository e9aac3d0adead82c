import type {
  candidateQuery,
  dropoutBody,
  dropoutQuery,
  GroupUserDetail,
  groupUserBody,
  groupUserQuery,
  groupUserUpdateBody,
  intoGroupBody,
} from '@kanghu/shared';
import { ageOn, maskIdCard, maskPhone, parseIdCard } from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  candidates,
  groupOfMother,
  groupPage,
  groupSampleStats,
  insertGroup,
  insertPerson,
  isEnrolledChild,
  patientIdByIdcard,
  projectCounts,
  updateGroup,
  updatePerson,
  visibleGroup,
  visibleProjects,
} from './repo.ts';
import { samplesOfGroup } from './sample-repo.ts';
import { groupView, projectView, sampleView } from './views.ts';

export const PROJECT_NOT_FOUND = '研究项目不存在';
const GROUP_NOT_FOUND = '入组记录不存在';

/** GET /api/research/project: the research projects of the caller's org, with their counts. */
export function listProjects(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const rows = await visibleProjects(tx, viewer);
    const counts = await projectCounts(
      tx,
      rows.map((r) => r.p.id),
    );
    return rows.map((r) => projectView(r.p, r.orgName, counts));
  });
}

/** A project of the caller's org, else 404 (also for another org's project). */
export async function visibleProject(tx: Tx, viewer: Viewer, id: number) {
  assertServicer(viewer);
  const [row] = await visibleProjects(tx, viewer, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** GET /api/research/project/:id */
export function projectDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await visibleProject(tx, await ctx.viewer(tx), id);
    return projectView(row.p, row.orgName, await projectCounts(tx, [id]));
  });
}

/** GET /api/research/candidate: women of the org to enrol (masked), with their pair if enrolled. */
export function findCandidates(ctx: Ctx, q: z.output<typeof candidateQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visibleProject(tx, viewer, q.researchProjectId);
    const now = ctx.now();
    return (await candidates(tx, viewer, q.researchProjectId, q.keyword)).map((r) => ({
      patientId: r.p.id,
      name: r.p.name,
      idcard: maskIdCard(r.p.idcard),
      tel: maskPhone(r.p.tel),
      age: ageOn(r.p.birthday, now),
      groupUserId: r.groupUserId,
      groupStatus: r.groupStatus,
    }));
  });
}

async function detail(ctx: Ctx, tx: Tx, viewer: Viewer, id: number): Promise<GroupUserDetail> {
  const row = await visibleGroup(tx, viewer, id);
  if (!row) throw notFound(GROUP_NOT_FOUND);
  viewer.opened?.add(row.g.motherPatientId);
  if (row.g.childPatientId !== null) viewer.opened?.add(row.g.childPatientId);
  const stats = await groupSampleStats(tx, [id]);
  const samples = await samplesOfGroup(tx, viewer, id);
  return {
    ...groupView(row, stats.get(id), ctx.now()),
    remark: row.g.remark,
    dropoutReason: row.g.dropoutReason,
    droppedAt: row.g.droppedAt ? row.g.droppedAt.toISOString() : null,
    samples: samples.map(sampleView),
  };
}

async function activeProject(tx: Tx, viewer: Viewer, id: number) {
  const project = await visibleProject(tx, viewer, id);
  if (project.p.status !== 'active') throw badRequest('研究项目已结束，不能入组');
  return project.p;
}

async function enrol(
  ctx: Ctx,
  tx: Tx,
  viewer: Viewer,
  orgProject: { id: number },
  patientId: number,
  body: { expectedDeliveryDate?: string | undefined; remark?: string | undefined },
) {
  const existing = await groupOfMother(tx, orgProject.id, patientId);
  if (existing)
    throw badRequest(
      existing.status === 'dropped' ? '该孕产妇已退出本项目，不能重复入组' : '该孕产妇已在本项目中',
    );
  const id = await insertGroup(tx, {
    projectId: ctx.projectId,
    researchProjectId: orgProject.id,
    motherPatientId: patientId,
    expectedDeliveryDate: body.expectedDeliveryDate ?? null,
    remark: body.remark || null,
    enrolledByUserId: viewer.userId,
  });
  if (id === undefined) throw badRequest('入组失败');
  return detail(ctx, tx, viewer, id);
}

/** POST /api/research/into/group: a woman of the org (found by the search) joins a project. */
export function intoGroup(ctx: Ctx, body: z.output<typeof intoGroupBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const project = await activeProject(tx, viewer, body.researchProjectId);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    if (patient.isChild || (await isEnrolledChild(tx, patient.id))) throw badRequest('儿童不能作为母亲入组');
    const byId = patient.idcard ? parseIdCard(patient.idcard) : null;
    if (patient.sex === 1 || (byId?.ok && byId.info.sex === 1)) throw badRequest('只有女性可以作为母亲入组');
    return enrol(ctx, tx, viewer, project, patient.id, body);
  });
}

/** POST /api/patient/research/group/user: a woman not yet a patient is registered in the org and enrolled. */
export function createGroupUser(ctx: Ctx, body: z.output<typeof groupUserBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const project = await activeProject(tx, viewer, body.researchProjectId);
    const id = parseIdCard(body.motherIdcard);
    if (!id.ok) throw badRequest(id.msg);
    if (id.info.sex === 1) throw badRequest('只有女性可以作为母亲入组');
    if (await patientIdByIdcard(tx, id.info.idcard)) throw badRequest('该身份证号已建档，请通过搜索入组');
    const patientId = await insertPerson(tx, {
      projectId: ctx.projectId,
      name: body.motherName,
      idcard: id.info.idcard,
      tel: body.motherTel,
      sex: 2,
      birthday: id.info.birthday,
      orgId: project.orgId,
      doctorId: viewer.doctorId,
      createdByUserId: viewer.userId,
    });
    viewer.opened?.add(patientId);
    return enrol(ctx, tx, viewer, project, patientId, body);
  });
}

/** GET /api/patient/research/group/user: the pairs of the caller's projects (search by name, ID, phone). */
export function listGroupUsers(ctx: Ctx, q: z.output<typeof groupUserQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const { rows, total } = await groupPage(tx, viewer, q, q);
    const stats = await groupSampleStats(
      tx,
      rows.map((r) => r.g.id),
    );
    return pageOf(
      rows.map((r) => groupView(r, stats.get(r.g.id), ctx.now())),
      total,
      q,
    );
  });
}

/** GET /api/research/dropout: the pairs that left the caller's projects. */
export function listDropouts(ctx: Ctx, q: z.output<typeof dropoutQuery>) {
  return listGroupUsers(ctx, { ...q, status: 'dropped', keyword: undefined });
}

/** GET /api/patient/research/group/user/:id: the pair with all its samples. */
export function groupUserDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    return detail(ctx, tx, viewer, id);
  });
}

/** PUT /api/patient/research/group/user/:id: delivery date, remark; the child once born (created, then kept up). */
export function updateGroupUser(ctx: Ctx, id: number, body: z.output<typeof groupUserUpdateBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const row = await visibleGroup(tx, viewer, id, true);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    if (row.g.status === 'dropped') throw badRequest('该母子已退出项目，不能修改');
    let childPatientId = row.g.childPatientId;
    if (body.childName !== undefined && body.childBirthday !== undefined) {
      const birthday = body.childBirthday;
      if (row.mother.birthday && birthday <= row.mother.birthday) throw badRequest('孩子出生日期有误');
      const child = { name: body.childName, birthday, sex: body.childSex ?? null };
      if (childPatientId === null) {
        const [p] = await visibleProjects(tx, viewer, row.g.researchProjectId);
        childPatientId = await insertPerson(tx, {
          projectId: ctx.projectId,
          ...child,
          isChild: true,
          orgId: p?.p.orgId ?? viewer.orgId,
          doctorId: viewer.doctorId,
          createdByUserId: viewer.userId,
        });
      } else await updatePerson(tx, childPatientId, child);
    } else if (body.childSex !== undefined) throw badRequest('请填写孩子姓名和出生日期');
    await updateGroup(tx, id, {
      childPatientId,
      ...(body.expectedDeliveryDate !== undefined ? { expectedDeliveryDate: body.expectedDeliveryDate } : {}),
      ...(body.remark !== undefined ? { remark: body.remark || null } : {}),
    });
    return detail(ctx, tx, viewer, id);
  });
}

/** POST /api/research/dropout {groupUserId, reason}: the pair leaves the project; its samples stay. */
export function dropout(ctx: Ctx, body: z.output<typeof dropoutBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const row = await visibleGroup(tx, viewer, body.groupUserId, true);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    if (row.g.status === 'dropped') throw badRequest('该母子已退出项目');
    await updateGroup(tx, row.g.id, {
      status: 'dropped',
      dropoutReason: body.reason,
      droppedAt: ctx.now(),
      droppedByUserId: viewer.userId,
    });
    return detail(ctx, tx, viewer, row.g.id);
  });
}
