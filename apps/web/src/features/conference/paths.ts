/** The conference screens (spec 1 section 2.15 and 2.14). Most take the conference as `?id=`. */
export const CONFERENCE_PATHS = {
  list: '/app/conference/index',
  home: '/conference/conference',
  expert: '/conference/expert',
  allExpert: '/conference/all/expert',
  place: '/conference/place',
  topic: '/conference/topic',
  mine: '/conference/mine',
  sign: '/conference/sign',
  register: '/conference/register',
  other: '/conference/other',
} as const;

export const withConference = (path: string, id: number) => `${path}?id=${id}`;
export const expertPath = (id: number) => `/conference/expert/${id}`;
