import type { EquityCardView, EquityPageView } from '@kanghu/shared';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import { type Ctx, type OpenCtx, openContextIn } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { devEquityProvider, EQUITY_CARD_DAYS, equityProvider, issueTicket, type Ticket } from './provider.ts';
import { type EquityRow, findEquity, insertCard, refundCard, reopenCard } from './repo.ts';

const STATE_TEXT = { none: '未开通', active: '已开通', refunded: '已退款' } as const;

function view(patientId: number, row: EquityRow | null): EquityCardView {
  const state = row?.state ?? 'none';
  const provider = row?.provider ?? equityProvider().name;
  return {
    patientId,
    provider,
    state,
    stateText: STATE_TEXT[state],
    cardNo: row?.cardNo ?? null,
    expireAt: row?.expireAt?.toISOString() ?? null,
    refundedAt: row?.refundedAt?.toISOString() ?? null,
    simulated: provider === devEquityProvider.name,
  };
}

/** The viewer, if they may see the patient (core/access.ts); 404 otherwise. */
async function seen(ctx: Ctx, tx: Tx, patientId: number): Promise<Viewer> {
  const viewer = await ctx.viewer(tx);
  await visiblePatient(tx, viewer, patientId);
  return viewer;
}

/** The partner page of a patient (customers bound to the patient only: they open the card). */
export async function equityPageUrl(ctx: Ctx, patientId: number): Promise<EquityPageView> {
  const viewer = await ctx.inTenant((tx) => seen(ctx, tx, patientId));
  if (viewer.kind !== 'customer') throw forbidden();
  const provider = equityProvider();
  const ticket = await issueTicket(ctx.services, { projectId: ctx.projectId, patientId, userId: ctx.userId });
  return { url: provider.pageUrl(ticket), provider: provider.name, simulated: provider.simulated };
}

export function equityCard(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    await seen(ctx, tx, patientId);
    return view(patientId, await findEquity(tx, patientId));
  });
}

/** Refund request: only an active card; the partner accepts it and the card is refunded. */
export function refundEquity(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await seen(ctx, tx, patientId);
    if (viewer.kind === 'org') throw forbidden();
    const row = await findEquity(tx, patientId);
    if (row?.state !== 'active') throw badRequest('权益卡当前状态不能退款');
    const moved = await refundCard(tx, row.id, ctx.now());
    if (!moved) throw badRequest('权益卡当前状态不能退款');
    await equityProvider().refund(row.cardNo);
    return view(patientId, moved);
  });
}

/*
 * The partner page's calls (development provider) carry no session: the signed ticket names the
 * project and the patient, so they run in the ticket's project rather than a request context.
 */

/**
 * The partner page's "open" (development provider): opens or re-opens the patient's card.
 * Answers null when the card is already active.
 */
export async function openEquityFromPartner(ctx: OpenCtx, t: Ticket): Promise<EquityRow | null> {
  return (await inTicketProject(ctx, t)).inTenant(async (tx) => {
    const provider = equityProvider();
    const expireAt = new Date(ctx.now().getTime() + EQUITY_CARD_DAYS * 86_400_000);
    const existing = await findEquity(tx, t.patientId);
    if (existing?.state === 'active') return null;
    const values = {
      provider: provider.name,
      cardNo: provider.newCardNo(),
      state: 'active' as const,
      openedBy: t.userId,
      expireAt,
      refundedAt: null,
      updatedAt: ctx.now(),
    };
    if (existing) return reopenCard(tx, existing.id, values);
    return insertCard(tx, { projectId: t.projectId, patientId: t.patientId, ...values });
  });
}

/** The card state for the partner page (no session: the signed ticket names the patient). */
export async function equityStateOf(ctx: OpenCtx, t: Ticket): Promise<EquityCardView['state']> {
  return (await inTicketProject(ctx, t)).inTenant(
    async (tx) => (await findEquity(tx, t.patientId))?.state ?? 'none',
  );
}

/** The open context of the ticket's project (the signed ticket names it, not the request). */
async function inTicketProject(ctx: OpenCtx, t: Ticket): Promise<OpenCtx> {
  const project = await ctx.services.projects.byId(t.projectId);
  if (!project) throw badRequest('链接已失效');
  return openContextIn(ctx, project);
}
