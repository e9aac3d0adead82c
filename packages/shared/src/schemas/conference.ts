import { z } from 'zod';
import { CONFERENCE_REMARK_MAX, MICROSTATION_KINDS } from '../domain/conference.ts';
import { ROW_ID_MAX, telField, verifyCodeField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const idOf = (name: string) =>
  z.coerce
    .number({ error: `${name}须为数字` })
    .int(`${name}须为整数`)
    .positive(`${name}须为正整数`)
    .max(ROW_ID_MAX, `${name}超出范围`);

export const conferenceIdParams = z.object({ id: idOf('id') });
export const conferenceQuery = z.object({ conferenceId: idOf('conferenceId') });
export const conferenceListQuery = pageQuery;

export const conferenceSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cover: z.string().nullable(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  registerOpen: z.boolean(),
  /** Whether the caller (by account) is registered. */
  registered: z.boolean(),
});
export type ConferenceSummary = z.infer<typeof conferenceSummary>;
export const conferencePage = page(conferenceSummary);

export const myRegistration = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked. */
  tel: z.string(),
  /** The attendee's own number at the desk (报名编号), shown on the sign page. */
  number: z.string(),
  signedAt: z.string().nullable(),
});

export const conferenceDetail = conferenceSummary.extend({
  intro: z.string(),
  address: z.string(),
  organizer: z.string(),
  expertCount: z.number().int(),
  topicCount: z.number().int(),
  registration: myRegistration.nullable(),
});
export type ConferenceDetail = z.infer<typeof conferenceDetail>;

/** POST /api/education/conference/register (spec 3 section 7: id, name, tel, remark) + the SMS code. */
export const conferenceRegisterBody = z.object({
  id: idOf('id'),
  name: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(30, '姓名过长'),
  tel: telField,
  remark: z.string().trim().max(CONFERENCE_REMARK_MAX, '备注过长').optional(),
  verifyCode: verifyCodeField,
});
export const conferenceRegisterResult = z.object({ conferenceId: z.number().int(), number: z.string() });

/** POST /api/education/conference/sign: the attendee enters the code shown at the venue. */
export const conferenceSignBody = z.object({
  id: idOf('id'),
  code: z
    .string({ error: '请输入签到码' })
    .trim()
    .regex(/^\d{6}$/, '请输入6位数字签到码'),
});
export const conferenceSignResult = z.object({ signedAt: z.string() });

export const expertQuery = pageQuery.extend({ conferenceId: idOf('conferenceId').optional() });
export const expertView = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  name: z.string(),
  title: z.string(),
  org: z.string(),
  photo: z.string().nullable(),
  featured: z.boolean(),
});
export const expertPage = page(expertView);

export const topicView = z.object({
  id: z.number().int(),
  title: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hallId: z.number().int(),
  hallName: z.string(),
  thematicId: z.number().int(),
  thematicName: z.string(),
  speaker: z.string().nullable(),
  expertId: z.number().int().nullable(),
  /** The caller's itinerary row for this topic, if added. */
  itineraryId: z.number().int().nullable(),
});
export type TopicView = z.infer<typeof topicView>;

export const expertDetail = expertView.extend({ intro: z.string(), topics: z.array(topicView) });

export const hallView = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  capacity: z.number().int().nullable(),
});
export const thematicView = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  name: z.string(),
  day: z.string(),
  chair: z.string().nullable(),
});

/** GET /api/education/itinerary: the agenda (halls, thematic sessions, topics) of one conference. */
export const agendaView = z.object({
  conferenceId: z.number().int(),
  days: z.array(z.string()),
  halls: z.array(hallView),
  thematics: z.array(thematicView),
  topics: z.array(topicView),
});
export type AgendaView = z.infer<typeof agendaView>;

/** POST /api/education/itinerary/personal (spec 3 section 7: agendaTopicId, conferenceHallId, thematicId). */
export const itineraryAddBody = z.object({
  agendaTopicId: idOf('agendaTopicId'),
  conferenceHallId: idOf('conferenceHallId').optional(),
  thematicId: idOf('thematicId').optional(),
});
export const itineraryList = z.object({ list: z.array(topicView) });
export const itineraryIdParams = z.object({ id: idOf('id') });

export const microstationItem = z.object({
  id: z.number().int(),
  kind: z.enum(MICROSTATION_KINDS),
  title: z.string(),
  body: z.string(),
});
export const microstationView = z.object({
  conferenceId: z.number().int(),
  title: z.string(),
  items: z.array(microstationItem),
});
