import {
  ACTIVE_CONTRACT_STATES,
  addDaysToDate,
  type ContractView,
  chinaDay,
  type contractBody,
  contractPacks,
  RENEWAL_REMINDER_DAYS,
  type renewBody,
  type ServicePack,
  type TerminateBody,
  termEnd,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SystemMessageRow } from '../messages/repo.ts';
import { pushNotes, writeNotes } from './notify.ts';
import {
  adoptContractDoctor,
  type ContractRow,
  confirmContract,
  insertContract,
  moveContract,
  namedContract,
  successorsOf,
  visibleContract,
} from './repo.ts';
import { assertMaySign, contractDoctor, OVERLAP, termOf } from './terms.ts';
import { contractView, managesContract, renewable } from './views.ts';

export const NOT_FOUND = '签约不存在';
const ACTIVE = ACTIVE_CONTRACT_STATES;

type Outcome = { view: ContractView; notes: SystemMessageRow[] };

/** Runs a write in one transaction, then pushes the messages it wrote (after the commit). */
export async function withNotes(ctx: Ctx, fn: (tx: Tx) => Promise<Outcome>): Promise<ContractView> {
  const { view, notes } = await ctx.inTenant(fn);
  await pushNotes(ctx, notes);
  return view;
}

/** The contract as answered after a write, and the messages of `events`. */
export async function outcome(
  ctx: Ctx,
  tx: Tx,
  viewer: Viewer,
  row: ContractRow,
  events: Array<Parameters<typeof writeNotes>[2]>,
): Promise<Outcome> {
  const named = await namedContract(tx, row.id);
  if (!named) throw notFound(NOT_FOUND);
  const notes: SystemMessageRow[] = [];
  for (const e of events) notes.push(...(await writeNotes(tx, ctx.projectId, e, row, named, ctx.userId)));
  return { view: contractView(named, viewer, chinaDay(ctx.now()), true), notes };
}

/** The contract if the caller sees it (404 otherwise); the patient is noted for the audit trail. */
export async function openContract(tx: Tx, viewer: Viewer, id: number) {
  const named = await visibleContract(tx, viewer, id);
  if (!named) throw notFound(NOT_FOUND);
  viewer.opened?.add(named.contract.patientId);
  return named;
}

/** A newly signed contract: its doctor becomes the patient's; a renewed term is no longer due. */
export async function onSigned(tx: Tx, row: ContractRow, at: Date): Promise<void> {
  await adoptContractDoctor(tx, row, at);
  if (row.renewedFromId !== null)
    await moveContract(tx, row.renewedFromId, ['renewal_due'], { state: 'signed', updatedAt: at });
}

/**
 * POST /api/patient/sign/contract: a doctor (or an assistant or manager for a doctor) offers a
 * contract to a resident they see. The contract's own doctor confirms by offering it; it is
 * signed once the resident's account confirms too. 409 when another active contract overlaps.
 */
export function createContract(ctx: Ctx, body: z.output<typeof contractBody>) {
  return withNotes(ctx, async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    await assertMaySign(tx, patient.id);
    const doctor = await contractDoctor(tx, viewer, body.doctorId);
    const now = ctx.now();
    const own = viewer.doctorId === doctor.id;
    const row = await insertContract(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      orgId: doctor.orgId,
      doctorId: doctor.id,
      teamName: body.teamName || null,
      servicePacks: contractPacks(body.servicePacks),
      ...termOf(chinaDay(now), body.startDate, body.endDate),
      state: 'pending',
      createdByUserId: ctx.userId,
      doctorConfirmedAt: own ? now : null,
      doctorConfirmedBy: own ? ctx.userId : null,
      remark: body.remark || null,
    });
    if (!row) throw conflict(OVERLAP);
    return outcome(ctx, tx, viewer, row, own ? ['offered'] : ['offered', 'awaitingDoctor']);
  });
}

/**
 * PUT /api/patient/sign/contract/confirm/:id: the contract's doctor or an account bound to the
 * resident confirms a pending contract; the second confirmation signs it (one statement).
 */
export function confirmContractBy(ctx: Ctx, id: number) {
  return withNotes(ctx, async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { contract } = await openContract(tx, viewer, id);
    const side =
      viewer.kind === 'customer' ? 'resident' : viewer.doctorId === contract.doctorId ? 'doctor' : null;
    if (!side) throw forbidden('只有签约医生或居民本人可以确认签约');
    const now = ctx.now();
    const row = await confirmContract(tx, id, side, ctx.userId, now);
    if (!row) throw badRequest(contract.state === 'pending' ? '您已确认过该签约' : '签约当前状态不能确认');
    if (row.state === 'signed') {
      await onSigned(tx, row, now);
      return outcome(ctx, tx, viewer, row, ['signed']);
    }
    return outcome(ctx, tx, viewer, row, side === 'resident' ? ['awaitingDoctor'] : ['offered']);
  });
}

/**
 * PUT /api/patient/sign/contract/terminate/:id: the contract's org ends an active contract with a
 * reason; the resident's account may end it on their own request. Its next term (if offered)
 * ends with it.
 */
export function terminateContract(ctx: Ctx, id: number, body: TerminateBody) {
  return withNotes(ctx, async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { contract } = await openContract(tx, viewer, id);
    if (viewer.kind === 'customer' && body.reason !== 'own_request')
      throw badRequest('居民只能以“本人申请解约”为由解约');
    if (viewer.kind !== 'customer' && !managesContract(viewer, contract)) throw forbidden();
    const now = ctx.now();
    const set = {
      state: 'terminated',
      terminatedAt: now,
      terminatedBy: ctx.userId,
      terminateReason: body.reason,
      terminateRemark: body.remark || null,
      updatedAt: now,
    };
    const row = await moveContract(tx, id, ACTIVE, set);
    if (!row) throw badRequest('签约已解约或已到期，不能解约');
    for (const next of await successorsOf(tx, id)) await moveContract(tx, next.id, ACTIVE, set);
    return outcome(ctx, tx, viewer, row, ['terminated']);
  });
}

/**
 * PUT /api/patient/sign/contract/renew/:id: within RENEWAL_REMINDER_DAYS of the end, the org
 * offers the next term (the day after the end, one year) with the same doctor; the resident
 * confirms it like any contract.
 */
export function renewContract(ctx: Ctx, id: number, body: z.output<typeof renewBody>) {
  return withNotes(ctx, async (tx) => {
    const viewer = await ctx.viewer(tx);
    const named = await openContract(tx, viewer, id);
    const old = named.contract;
    if (!managesContract(viewer, old)) throw forbidden();
    const today = chinaDay(ctx.now());
    if (!renewable(old, today, named.renewedToId)) {
      if (named.renewedToId !== null) throw badRequest('该签约已发起续约');
      if (old.state !== 'signed' && old.state !== 'renewal_due') throw badRequest('只有已签约的签约可以续约');
      throw badRequest(`距到期${RENEWAL_REMINDER_DAYS}天内方可续约`);
    }
    await assertMaySign(tx, old.patientId);
    const now = ctx.now();
    const own = viewer.doctorId === old.doctorId;
    const startDate = addDaysToDate(old.endDate, 1);
    const row = await insertContract(tx, {
      projectId: ctx.projectId,
      patientId: old.patientId,
      orgId: old.orgId,
      doctorId: old.doctorId,
      teamName: body.teamName || old.teamName,
      servicePacks: contractPacks(body.servicePacks ?? (old.servicePacks as ServicePack[])),
      startDate,
      endDate: termEnd(startDate),
      state: 'pending',
      createdByUserId: ctx.userId,
      doctorConfirmedAt: own ? now : null,
      doctorConfirmedBy: own ? ctx.userId : null,
      renewedFromId: old.id,
      remark: body.remark || null,
    });
    if (!row) throw conflict('该居民下一签约期已有签约');
    return outcome(ctx, tx, viewer, row, own ? ['offered'] : ['offered', 'awaitingDoctor']);
  });
}
