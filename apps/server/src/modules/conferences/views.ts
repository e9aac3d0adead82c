import { maskPhone, type TopicView } from '@kanghu/shared';
import type { ConferenceRow, RegistrationRow, TopicJoin } from './repo.ts';

export function summaryView(c: ConferenceRow, registered: boolean) {
  return {
    id: c.id,
    title: c.title,
    subtitle: c.subtitle,
    cover: c.cover,
    venue: c.venue,
    startDate: c.startDate,
    endDate: c.endDate,
    registerOpen: c.registerOpen,
    registered,
  };
}

export function registrationView(r: RegistrationRow) {
  return {
    id: r.id,
    name: r.name,
    tel: maskPhone(r.tel),
    number: r.number,
    signedAt: r.signedAt ? r.signedAt.toISOString() : null,
  };
}

export function topicView(t: TopicJoin, itinerary: Map<number, number>): TopicView {
  return {
    id: t.topic.id,
    title: t.topic.title,
    day: t.thematic.day,
    startTime: t.topic.startTime,
    endTime: t.topic.endTime,
    hallId: t.hall.id,
    hallName: t.hall.name,
    thematicId: t.thematic.id,
    thematicName: t.thematic.name,
    speaker: t.topic.speaker,
    expertId: t.topic.expertId,
    itineraryId: itinerary.get(t.topic.id) ?? null,
  };
}
