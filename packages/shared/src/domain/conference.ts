/** Conferences (会议): registration, personal itinerary and sign-in at the venue. */
import { notFoundMsg } from './messages.ts';

export const CONFERENCE_REMARK_MAX = 200;
/** The venue sign-in code the organiser shows at the registration desk (digits). */
export const CONFERENCE_SIGN_CODE_LENGTH = 6;

export const CONFERENCE_MSG = {
  notFound: notFoundMsg('会议'),
  registerClosed: '会议报名已截止',
  alreadyRegistered: '该手机号已报名本次会议',
  notRegistered: '您尚未报名本次会议',
  badSignCode: '签到码不正确',
  alreadySigned: '您已完成签到',
  expertMissing: notFoundMsg('专家'),
  topicMissing: notFoundMsg('议程'),
  itineraryMismatch: '会场或专题与议程不一致',
  itineraryMissing: notFoundMsg('行程'),
} as const;

/** Microstation (会议微站) entry kinds, in display order. */
export const MICROSTATION_KINDS = ['notice', 'traffic', 'hotel', 'contact'] as const;
export type MicrostationKind = (typeof MICROSTATION_KINDS)[number];
export const MICROSTATION_LABELS: Record<MicrostationKind, string> = {
  notice: '会议通知',
  traffic: '交通指引',
  hotel: '住宿安排',
  contact: '会务联系',
};
