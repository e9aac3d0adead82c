import {
  canMoveSample,
  type ResearchPhase,
  type ResearchSampleType,
  SAMPLE_STATUS,
  SAMPLE_STATUSES,
  type SampleStatus,
  type sampleBody,
  type sampleQuery,
  sampleScheduleError,
  type sampleUpdateBody,
} from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, type Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { visibleGroupOfPerson } from './person-repo.ts';
import {
  encodeTaken,
  insertSample,
  type SampleJoined,
  samplePage,
  servicerOfOrg,
  visibleSample,
  updateSample as writeSample,
} from './sample-repo.ts';
import { visibleProject } from './service.ts';
import { sampleView } from './views.ts';

const NOT_FOUND = '样本不存在';
export const DUPLICATE_ENCODE = '该样本编码在本项目中已存在，请核对条码';

type Body = z.output<typeof sampleBody>;
type UpdateBody = z.output<typeof sampleUpdateBody>;

async function one(tx: Tx, viewer: Viewer, id: number) {
  const row = await visibleSample(tx, viewer, { id });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function checkCollector(tx: Tx, viewer: Viewer, userId: number | undefined, orgId: number) {
  if (userId === undefined || userId === viewer.userId) return viewer.userId;
  if (!(await servicerOfOrg(tx, userId, orgId))) throw badRequest('采集人不存在');
  return userId;
}

function checkSchedule(subject: 'mother' | 'child', phase: string, type: string) {
  const error = sampleScheduleError(subject, phase as ResearchPhase, type as ResearchSampleType);
  if (error) throw badRequest(error);
}

/** POST /api/research/sample: a sample of an enrolled mother or child; the tube code is unique in the project. */
export function createSample(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const project = (await visibleProject(tx, viewer, body.researchProjectId)).p;
    if (body.orgId !== undefined && body.orgId !== project.orgId) throw badRequest('机构与研究项目不符');
    const group = await visibleGroupOfPerson(tx, viewer, project.id, body.samplePatient);
    if (!group) throw badRequest('采集对象未入组本项目');
    if (group.status === 'dropped') throw badRequest('该母子已退出项目，不能再采集样本');
    viewer.opened?.add(body.samplePatient);
    checkSchedule(group.subject, body.collectPhase, body.sampleType);
    const collectUserId = await checkCollector(tx, viewer, body.collectUserId, project.orgId);
    // Also the unique index research_samples_encode_uq (two tablets scanning the same tube: 409).
    if (await encodeTaken(tx, project.id, body.encode)) throw badRequest(DUPLICATE_ENCODE);
    const id = await insertSample(tx, {
      projectId: ctx.projectId,
      researchProjectId: project.id,
      groupUserId: group.id,
      patientId: body.samplePatient,
      subject: group.subject,
      orgId: project.orgId,
      encode: body.encode,
      sampleType: body.sampleType,
      collectPhase: body.collectPhase,
      collectType: body.collectType,
      collectTime: body.collectTime,
      collectUserId,
      preserveAddress: body.preserveAddress,
      branchNum: body.branchNum,
      branchCapacityUl: Math.round(body.branchCapacity * 1000),
      questionId: body.questionId ?? null,
      status: body.status,
      createdByUserId: viewer.userId,
    });
    if (id === undefined) throw badRequest('保存失败');
    return sampleView(await one(tx, viewer, id));
  });
}

/** GET /api/research/sample: the samples of the caller's projects, latest first. */
export function listSamples(ctx: Ctx, q: z.output<typeof sampleQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const { rows, total } = await samplePage(tx, viewer, q, q);
    return pageOf(rows.map(sampleView), total, q);
  });
}

function opened(viewer: Viewer, row: SampleJoined) {
  viewer.opened?.add(row.s.patientId);
  return sampleView(row);
}

/** GET /api/research/sample/:id; another org's sample answers 404. */
export function sampleDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    return opened(viewer, await one(tx, viewer, id));
  });
}

/** GET /api/research/sample/encode/:encode: the sample of a scanned or typed tube code. */
export function sampleByEncode(ctx: Ctx, encode: string) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const row = await visibleSample(tx, viewer, { encode });
    if (!row) throw notFound('未找到该编码的样本');
    return opened(viewer, row);
  });
}

/**
 * PUT /api/research/sample/:id: corrects the record and moves the status along the lifecycle
 * (domain/research.ts); project and person stay; a used sample is final.
 */
export function updateSample(ctx: Ctx, id: number, body: UpdateBody) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const row = await visibleSample(tx, viewer, { id }, true);
    if (!row) throw notFound(NOT_FOUND);
    const s = row.s;
    viewer.opened?.add(s.patientId);
    if (s.status === SAMPLE_STATUS.used) throw badRequest('样本已使用，不能修改');
    if (
      (body.researchProjectId !== undefined && body.researchProjectId !== s.researchProjectId) ||
      (body.samplePatient !== undefined && body.samplePatient !== s.patientId)
    )
      throw badRequest('样本所属项目和采集对象不能修改');
    if (body.orgId !== undefined && body.orgId !== s.orgId) throw badRequest('机构与研究项目不符');
    const status = body.status as SampleStatus | undefined;
    if (status !== undefined && status !== s.status && !canMoveSample(s.status as SampleStatus, status))
      throw badRequest(
        `样本状态不能从${SAMPLE_STATUSES[s.status as SampleStatus]}变为${SAMPLE_STATUSES[status]}`,
      );
    checkSchedule(s.subject, body.collectPhase ?? s.collectPhase, body.sampleType ?? s.sampleType);
    if (body.encode !== undefined && (await encodeTaken(tx, s.researchProjectId, body.encode, s.id)))
      throw badRequest(DUPLICATE_ENCODE);
    const collectUserId =
      body.collectUserId === undefined
        ? undefined
        : await checkCollector(tx, viewer, body.collectUserId, s.orgId);
    await writeSample(tx, id, {
      encode: body.encode,
      sampleType: body.sampleType,
      collectPhase: body.collectPhase,
      collectType: body.collectType,
      collectTime: body.collectTime,
      collectUserId,
      preserveAddress: body.preserveAddress,
      branchNum: body.branchNum,
      branchCapacityUl:
        body.branchCapacity === undefined ? undefined : Math.round(body.branchCapacity * 1000),
      questionId: body.questionId,
      status,
    });
    return sampleView(await one(tx, viewer, id));
  });
}
