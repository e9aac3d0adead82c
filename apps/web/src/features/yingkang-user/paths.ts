/** Screens of the yingkang user shell (spec routes.tsv family yingkang-user) that this feature links. */
const BASE = '/app/yingkang/user';

export const YK_USER_PATHS = {
  home: `${BASE}/index/home`,
  mine: `${BASE}/index/mine/index`,
  messages: `${BASE}/index/message/index`,
  doctorList: `${BASE}/doctor/list`,
  doctorInfo: `${BASE}/doctor/info`,
  myDoctorList: `${BASE}/my/doctor/list`,
  myDoctorInfo: `${BASE}/my/doctor/info`,
  patientList: `${BASE}/patient/list`,
  patientAdd: `${BASE}/patient/add`,
  attention: `${BASE}/mine/attention`,
  collect: `${BASE}/mine/collect`,
  studyHistory: `${BASE}/mine/study/history`,
  about: `${BASE}/mine/about`,
  reportHistory: `${BASE}/user/report/history`,
  hotList: `${BASE}/hot/list`,
  chat: `${BASE}/message/chat`,
  system: `${BASE}/message/system`,
  live: `${BASE}/message/live/telecast`,
  serviceList: `${BASE}/service/list`,
  serviceInfo: `${BASE}/service/info`,
  questionSport: `${BASE}/question/sport`,
  questionCare: `${BASE}/question/child/health/care`,
  growNutrition: `${BASE}/question/grow/nutrition/index`,
  heightReport: `${BASE}/report/height`,
  babyAdd: `${BASE}/baby/add`,
} as const;

export const doctorInfoPath = (id: number) => `${YK_USER_PATHS.doctorInfo}?id=${id}`;
export const myDoctorInfoPath = (id: number) => `${YK_USER_PATHS.myDoctorInfo}?id=${id}`;

/** The common system-message detail (routes family tasks-chat-accounts). */
export const SYSTEM_MESSAGE_DETAIL = '/message/system/detail';
