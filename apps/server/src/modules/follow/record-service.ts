import {
  ageOn,
  assessFollow,
  chinaDay,
  executedBy,
  FOLLOW_MSG,
  type FollowPlanDetail,
  type FollowRecordBody,
  type FollowRecordQuery,
  type FollowRecordView,
  frequencyDays,
  type MeasurementType,
} from '@kanghu/shared';
import { type PatientRow, visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import type { FollowForm } from '../../db/schema/follow.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notifyDoctor } from '../measurements/notify.ts';
import { doctorUserOf, insertReading, type MeasurementRow } from '../measurements/repo.ts';
import { type ExecuteScope, orgScope } from './execute-scope.ts';
import {
  insertPlans,
  joinedPlanById,
  type PlanRow,
  planById,
  transitionPlan,
  userName,
} from './plan-repo.ts';
import { assertEvent, lost, visiblePlan } from './plan-service.ts';
import { planView, templateView } from './plan-views.ts';
import {
  insertRecord,
  type JoinedRecord,
  joinedRecordById,
  joinedRecordOfPlan,
  previousRecord,
  type RecordFilter,
  readingsByIds,
  readingsOfRecords,
  recordById,
  recordPage,
} from './record-repo.ts';
import { recordView } from './record-views.ts';
import { scheduleReminders } from './reminders.ts';
import { templateById } from './template-repo.ts';

/** A record's view with its readings. */
export async function recordViewOf(tx: Tx, j: JoinedRecord): Promise<FollowRecordView> {
  return recordView(j, await readingsByIds(tx, j.record.measurementIds));
}

/** The readings a visit's form becomes: graded and stored by the measurements module. */
function readingsOf(b: FollowRecordBody) {
  const out: Array<{ type: MeasurementType; values: Record<string, number | undefined>; period?: string }> =
    [];
  if (b.sbp !== undefined && b.dbp !== undefined)
    out.push({ type: 'bp', values: { systolic: b.sbp, diastolic: b.dbp, heartRate: b.heartRate } });
  else if (b.heartRate !== undefined) out.push({ type: 'hr', values: { heartRate: b.heartRate } });
  if (b.glucose !== undefined) out.push({ type: 'bg', values: { glucose: b.glucose }, period: 'fasting' });
  if (b.weight !== undefined) out.push({ type: 'weight', values: { weight: b.weight, height: b.height } });
  if (b.temperature !== undefined) out.push({ type: 'temp', values: { temperature: b.temperature } });
  return out;
}

function formOf(b: FollowRecordBody): FollowForm {
  const { symptoms, symptomOther, dangerSigns, smoking, drinking, exercise, salt, adherence } = b;
  const { adverseReaction, adverseReactionNote, hypoglycemia, complication, medication, temperature } = b;
  const form = {
    symptoms,
    symptomOther,
    dangerSigns,
    smoking,
    drinking,
    exercise,
    salt,
    adherence,
    adverseReaction,
    adverseReactionNote,
    hypoglycemia,
    complication,
    medication,
    temperature,
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as unknown as FollowForm;
}

async function storeReadings(
  ctx: Ctx,
  tx: Tx,
  patient: PatientRow,
  b: FollowRecordBody,
  at: Date,
  userId: number,
) {
  const rows: MeasurementRow[] = [];
  const height = typeof patient.extra.height === 'number' ? patient.extra.height : null;
  for (const r of readingsOf(b)) {
    rows.push(
      await insertReading(tx, {
        projectId: ctx.projectId,
        patientId: patient.id,
        type: r.type,
        values: r.values,
        source: 'doctor',
        measuredAt: at,
        period: r.period ?? null,
        remark: '随访录入',
        createdByUserId: userId,
        patientHeight: b.height ?? height,
        subject: { birthday: patient.birthday, sex: patient.sex },
      }),
    );
  }
  return rows;
}

/** 09:00 China time of a day: when the next visit is planned. */
const nineOf = (day: string) => new Date(`${day}T09:00:00+08:00`);

/**
 * PUT /api/patient/follow/execute/:id: the visit's record. The plan's transition comes first
 * (`UPDATE ... WHERE state = 'open'`): of two doctors executing at once exactly one passes, the
 * other is told who did it and writes nothing. Then the readings (graded by the measurements
 * module), the assessment (national rules, follow-rules.ts), the next plan, the record.
 */
export async function executePlan(
  ctx: Ctx,
  id: number,
  body: FollowRecordBody,
  source: 'doctor' | 'yzh' | 'ai' = 'doctor',
  scope: ExecuteScope = orgScope(ctx, id),
): Promise<FollowRecordView> {
  const out = await scope(async (tx, viewer, plan, patient) => {
    if (plan.state === 'done')
      throw conflict(executedBy(await userName(tx, plan.actualPersonUserId), plan.actualTime ?? ctx.now()));
    const d = assertEvent(plan, 'execute');
    const template = plan.templateId === null ? null : ((await templateById(tx, plan.templateId)) ?? null);
    const disease = body.disease !== undefined ? body.disease : (template?.disease ?? null);
    if (disease === 'hbp' && body.sbp === undefined) throw badRequest(FOLLOW_MSG.bpRequired);
    if (disease === 'dm' && body.glucose === undefined) throw badRequest(FOLLOW_MSG.glucoseRequired);
    const followTime = body.followTime ?? ctx.now();
    const done = await transitionPlan(tx, id, d.from, {
      state: 'done',
      actualPersonUserId: viewer.userId,
      actualTime: followTime,
    });
    if (!done) throw await loserError(tx, id);
    const readings = await storeReadings(ctx, tx, patient, body, followTime, viewer.userId);
    const previous = await previousRecord(tx, patient.id, disease, followTime, id);
    const a = assessFollow({
      disease,
      age: ageOn(patient.birthday, followTime),
      sbp: body.sbp,
      dbp: body.dbp,
      heartRate: body.heartRate,
      glucose: body.glucose,
      temperature: body.temperature,
      dangerSigns: body.dangerSigns,
      adverseReaction: body.adverseReaction,
      complication: body.complication,
      previousClassification: previous?.record.classification ?? null,
      frequencyDays: frequencyDays(plan.followFrequency),
      followDay: chinaDay(followTime),
    });
    const nextDate = body.nextFollowDate ?? a.nextFollowDate;
    const [next] =
      body.createNext && nextDate
        ? await insertPlans(tx, [nextPlanOf(ctx, done, nextDate, viewer.userId)])
        : [];
    const record = await insertRecord(tx, {
      projectId: ctx.projectId,
      planId: id,
      patientId: patient.id,
      orgId: plan.orgId,
      doctorUserId: viewer.userId,
      followTime,
      followMode: body.followMode ?? plan.followMode,
      disease,
      form: formOf(body),
      measurementIds: readings.map((m) => m.id),
      classification: a.classification,
      controlled: a.controlled,
      referral: a.referral,
      reasons: a.reasons,
      ruleSource: a.source,
      nextFollowDate: nextDate,
      nextPlanId: next?.id ?? null,
      advice: body.advice ?? null,
      source,
    });
    const joined = await joinedRecordById(tx, record.id);
    if (!joined) throw notFound(FOLLOW_MSG.recordNotFound);
    return {
      view: recordView(joined, readings),
      readings,
      next,
      doctorUserId: await doctorUserOf(tx, patient.doctorId),
    };
  });
  for (const m of out.readings) await notifyDoctor(ctx, out.doctorUserId, m);
  if (out.next) await scheduleReminders(ctx, [out.next]);
  return out.view;
}

function nextPlanOf(ctx: Ctx, done: PlanRow, day: string, userId: number) {
  return {
    projectId: ctx.projectId,
    patientId: done.patientId,
    orgId: done.orgId,
    templateId: done.templateId,
    followMode: done.followMode,
    followFrequency: done.followFrequency,
    planTime: nineOf(day),
    followPersonUserId: done.followPersonUserId ?? userId,
    followContent: done.followContent,
    source: 'record',
    createdByUserId: userId,
  };
}

/** The loser of a race for one plan: who executed it, or what else happened to it. */
async function loserError(tx: Tx, id: number) {
  const now = await planById(tx, id);
  if (now?.state === 'done')
    return conflict(executedBy(await userName(tx, now.actualPersonUserId), now.actualTime ?? new Date()));
  return lost(now, 'execute');
}

/** GET /api/patient/follow/:id and /api/timeline/:id/follow/plan/detail. */
export function planDetail(ctx: Ctx, id: number): Promise<FollowPlanDetail> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePlan(tx, viewer, id);
    const j = await joinedPlanById(tx, id);
    if (!j) throw notFound(FOLLOW_MSG.planNotFound);
    const record = await joinedRecordOfPlan(tx, id);
    const template = j.plan.templateId === null ? undefined : await templateById(tx, j.plan.templateId);
    const before = record?.record.followTime ?? ctx.now();
    const previous = await previousRecord(tx, j.plan.patientId, null, before, id);
    return {
      ...planView(j, ctx.now()),
      record: record ? await recordViewOf(tx, record) : null,
      template: template ? templateView(template) : null,
      previousRecord: previous ? await recordViewOf(tx, previous) : null,
    };
  });
}

/** One page of records as views, their readings read in one query. */
export async function recordViewPage(tx: Tx, f: RecordFilter, q: { pageNo: number; pageSize: number }) {
  const { rows, total } = await recordPage(tx, f, q);
  const readingsOf = await readingsOfRecords(
    tx,
    rows.map((r) => r.record),
  );
  return pageOf(
    rows.map((r) => recordView(r, readingsOf(r.record))),
    total,
    q,
  );
}

/** GET /api/follow: records the caller sees (done-list, service records, the transfer list). */
export function listRecords(ctx: Ctx, q: FollowRecordQuery) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    return recordViewPage(
      tx,
      {
        viewer,
        patientId: q.patientId,
        planId: q.planId,
        doctorUserId: q.scope === 'mine' ? viewer.userId : undefined,
        referral: q.referral === 'any' ? undefined : q.referral,
      },
      q,
    );
  });
}

/** A record whose patient the viewer sees; 404 otherwise. */
export async function visibleRecord(ctx: Ctx, tx: Tx, id: number) {
  const { row } = await visibleRow(
    tx,
    await ctx.viewer(tx),
    await recordById(tx, id),
    FOLLOW_MSG.recordNotFound,
  );
  return row;
}
