import { CONFERENCE_MSG, MICROSTATION_KINDS, type MicrostationKind } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  deleteItinerary,
  findConference,
  halls,
  insertItinerary,
  itineraryRows,
  microstation,
  myRegistrations,
  thematics,
  topics,
  userTel,
} from './repo.ts';
import { topicView } from './views.ts';

async function visibleConference(tx: Tx, id: number) {
  const c = await findConference(tx, id);
  if (!c) throw notFound(CONFERENCE_MSG.notFound);
  return c;
}

async function mineMap(tx: Tx, userId: number, conferenceId: number) {
  return new Map((await itineraryRows(tx, userId, conferenceId)).map((r) => [r.topicId, r.id]));
}

/** GET /api/education/itinerary: halls, thematic sessions and topics (with the caller's picks). */
export function agenda(ctx: Ctx, conferenceId: number) {
  return ctx.inTenant(async (tx) => {
    await visibleConference(tx, conferenceId);
    const mine = await mineMap(tx, ctx.userId, conferenceId);
    const themes = await thematics(tx, conferenceId);
    return {
      conferenceId,
      days: [...new Set(themes.map((t) => t.day))],
      halls: (await halls(tx, conferenceId)).map((h) => ({
        id: h.id,
        name: h.name,
        location: h.location,
        capacity: h.capacity,
      })),
      thematics: themes.map((t) => ({
        id: t.id,
        hallId: t.hallId,
        name: t.name,
        day: t.day,
        chair: t.chair,
      })),
      topics: (await topics(tx, { conferenceId })).map((t) => topicView(t, mine)),
    };
  });
}

async function personalList(tx: Tx, userId: number, conferenceId: number) {
  const mine = await mineMap(tx, userId, conferenceId);
  const rows = await topics(tx, { ids: [...mine.keys()] });
  return { list: rows.map((t) => topicView(t, mine)) };
}

/** GET /api/education/itinerary/personal: the caller's own itinerary of one conference, in time order. */
export function personal(ctx: Ctx, conferenceId: number) {
  return ctx.inTenant(async (tx) => {
    await visibleConference(tx, conferenceId);
    return personalList(tx, ctx.userId, conferenceId);
  });
}

/**
 * POST /api/education/itinerary/personal: adds a topic (idempotent). Hall and thematic, when sent,
 * must be the topic's own; only a registered attendee plans an itinerary.
 */
export function addPersonal(
  ctx: Ctx,
  body: { agendaTopicId: number; conferenceHallId?: number; thematicId?: number },
) {
  return ctx.inTenant(async (tx) => {
    const [t] = await topics(tx, { ids: [body.agendaTopicId] });
    if (!t || !(await findConference(tx, t.topic.conferenceId))) throw notFound(CONFERENCE_MSG.topicMissing);
    if (
      (body.conferenceHallId !== undefined && body.conferenceHallId !== t.hall.id) ||
      (body.thematicId !== undefined && body.thematicId !== t.thematic.id)
    )
      throw badRequest(CONFERENCE_MSG.itineraryMismatch);
    const conferenceId = t.topic.conferenceId;
    const regs = await myRegistrations(tx, ctx.userId, await userTel(tx, ctx.userId), [conferenceId]);
    if (regs.length === 0) throw badRequest(CONFERENCE_MSG.notRegistered);
    await insertItinerary(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      conferenceId,
      topicId: t.topic.id,
      hallId: t.hall.id,
      thematicId: t.thematic.id,
    });
    return personalList(tx, ctx.userId, conferenceId);
  });
}

/** DELETE /api/education/itinerary/personal/:id: the caller's own row only (another's: 404). */
export function removePersonal(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const conferenceId = await deleteItinerary(tx, ctx.userId, id);
    if (conferenceId === null) throw notFound(CONFERENCE_MSG.itineraryMissing);
    return personalList(tx, ctx.userId, conferenceId);
  });
}

/** GET /api/education/microstation: the conference's micro-site (notices, traffic, hotel, contacts). */
export function microstationOf(ctx: Ctx, conferenceId: number) {
  return ctx.inTenant(async (tx) => {
    const c = await visibleConference(tx, conferenceId);
    const items = (await microstation(tx, conferenceId))
      .filter((m) => (MICROSTATION_KINDS as readonly string[]).includes(m.kind))
      .map((m) => ({ id: m.id, kind: m.kind as MicrostationKind, title: m.title, body: m.body }));
    return { conferenceId, title: c.title, items };
  });
}
