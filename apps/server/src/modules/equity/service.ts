import type { EquityCardView, EquityPageView } from '@kanghu/shared';
import { and, eq } from 'drizzle-orm';
import { loadViewer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { equityCards } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { EQUITY_CARD_DAYS, equityProvider, issueTicket, type Ticket } from './provider.ts';

type EquityRow = typeof equityCards.$inferSelect;

const STATE_TEXT = { none: '未开通', active: '已开通', refunded: '已退款' } as const;

function view(patientId: number, row: EquityRow | null): EquityCardView {
  const state = row?.state ?? 'none';
  return {
    patientId,
    provider: row?.provider ?? equityProvider().name,
    state,
    stateText: STATE_TEXT[state],
    cardNo: row?.cardNo ?? null,
    expireAt: row?.expireAt?.toISOString() ?? null,
    refundedAt: row?.refundedAt?.toISOString() ?? null,
  };
}

async function findEquity(tx: Tx, patientId: number): Promise<EquityRow | null> {
  const [row] = await tx.select().from(equityCards).where(eq(equityCards.patientId, patientId)).limit(1);
  return row ?? null;
}

/** The patient, if the caller may see it (modules/patients/access.ts); 404 otherwise. */
async function seen(tx: Tx, session: SessionRecord, patientId: number): Promise<Viewer> {
  const viewer = await loadViewer(tx, session);
  await visiblePatient(tx, viewer, patientId);
  return viewer;
}

/** The partner page of a patient (customers bound to the patient only: they open the card). */
export async function equityPageUrl(
  services: Services,
  session: SessionRecord,
  patientId: number,
): Promise<EquityPageView> {
  const viewer = await services.db.tenant(session.projectId, (tx) => seen(tx, session, patientId));
  if (viewer.kind !== 'customer') throw forbidden();
  const provider = equityProvider();
  const ticket = await issueTicket(services, {
    projectId: session.projectId,
    patientId,
    userId: session.userId,
  });
  return { url: provider.pageUrl(ticket), provider: provider.name, simulated: provider.simulated };
}

export function equityCard(services: Services, session: SessionRecord, patientId: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    await seen(tx, session, patientId);
    return view(patientId, await findEquity(tx, patientId));
  });
}

/** Refund request: only an active card; the partner accepts it and the card is refunded. */
export function refundEquity(services: Services, session: SessionRecord, patientId: number) {
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await seen(tx, session, patientId);
    if (viewer.kind === 'org') throw forbidden();
    const row = await findEquity(tx, patientId);
    if (row?.state !== 'active') throw badRequest('权益卡当前状态不能退款');
    const [moved] = await tx
      .update(equityCards)
      .set({ state: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(equityCards.id, row.id), eq(equityCards.state, 'active')))
      .returning();
    if (!moved) throw badRequest('权益卡当前状态不能退款');
    await equityProvider().refund(row.cardNo);
    return view(patientId, moved);
  });
}

/**
 * The partner page's "open" (development provider): opens or re-opens the patient's card.
 * Answers null when the card is already active.
 */
export function openEquityFromPartner(services: Services, t: Ticket): Promise<EquityRow | null> {
  return services.db.tenant(t.projectId, async (tx) => {
    const provider = equityProvider();
    const expireAt = new Date(Date.now() + EQUITY_CARD_DAYS * 86_400_000);
    const existing = await findEquity(tx, t.patientId);
    if (existing?.state === 'active') return null;
    const values = {
      provider: provider.name,
      cardNo: provider.newCardNo(),
      state: 'active' as const,
      openedBy: t.userId,
      expireAt,
      refundedAt: null,
      updatedAt: new Date(),
    };
    if (existing) {
      const [row] = await tx
        .update(equityCards)
        .set(values)
        .where(and(eq(equityCards.id, existing.id), eq(equityCards.state, 'refunded')))
        .returning();
      return row ?? null;
    }
    const [row] = await tx
      .insert(equityCards)
      .values({ projectId: t.projectId, patientId: t.patientId, ...values })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  });
}

/** The card state for the partner page (no session: the signed ticket names the patient). */
export function equityStateOf(services: Services, t: Ticket): Promise<EquityCardView['state']> {
  return services.db.tenant(t.projectId, async (tx) => (await findEquity(tx, t.patientId))?.state ?? 'none');
}
