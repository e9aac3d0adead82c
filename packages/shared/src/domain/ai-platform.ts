/**
 * The AI follow-up platform (spec 3 section 7 "AI platform", issue 16): one implementation of the
 * district calls under /api/local/yzh/:localAreaCode/. Constants live here once.
 */

/** Default page size of the AI platform's lists (spec 3 section 7: abnormal reminders, follow lists). */
export const AI_PAGE_SIZE = 15;

/** The AI versions of the district table (spec 2 section 3). */
export const AI_VERSIONS = ['mongo', 'informationInnovation'] as const;
export type AiVersion = (typeof AI_VERSIONS)[number];

/**
 * Calls the spec gives in two forms "depending on the AI version" (spec 3 section 7). The first
 * form is taken as the mongo version's, the second as the informationInnovation version's (the spec
 * does not say which is which; docs/decisions.md). The server serves both from one implementation.
 */
export const AI_ALTERNATIVES = {
  abnormalList: { mongo: 'history/abnormal/reminder/list', informationInnovation: 'track/pending/list' },
  abnormalDetail: {
    mongo: 'abnormal/reminder/detail',
    informationInnovation: 'patient/abnormal/reminder/detail/new',
  },
  staffList: { mongo: 'doctor/assistant/list', informationInnovation: 'user/aide/list' },
  highRiskList: { mongo: 'high/risk/list', informationInnovation: 'patientDanger' },
  tracking: { mongo: 'track/record', informationInnovation: 'track' },
  report: { mongo: 'patient/report/:id', informationInnovation: 'patient/report/merge' },
} as const;
export type AiAlternative = keyof typeof AI_ALTERNATIVES;

/** Which form of an alternative call a district of `version` uses. */
export function aiCallFor(name: AiAlternative, version: AiVersion): string {
  return AI_ALTERNATIVES[name][version];
}

/**
 * Feature flags of spec 2 section 6 as they apply to a district: the AI health bank (projects
 * yzh-lishui and yzh-lucheng) and local info (yzh-lucheng and yzh-yuhang) are project features
 * (projects.settings.features); the patient port is closed for the district keys listed here.
 */
export const PATIENT_PORT_CLOSED_DISTRICTS: readonly string[] = ['02330110'];

/** The AI-platform session values the web keeps per project after a servicer signs in. */
export const AI_STORAGE_KEYS = { localAreaCode: 'aiLocalAreaCode' } as const;

/** Local account fields (the district system's account of a servicer). */
export const LOCAL_USERNAME_MAX = 64;
export const LOCAL_PASSWORD_MAX = 128;

/** A local area code as it may appear in the URL: areaCode, '02' + areaCode or the district's org code. */
export const LOCAL_AREA_CODE_PATTERN = /^[0-9A-Za-z_-]{1,32}$/;
