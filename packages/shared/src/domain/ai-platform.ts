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

/**
 * The rules that make the AI lists (docs/decisions.md "AI follow-up platform"), configurable per
 * project through the config key AI_RULES_CONFIG_KEY (a partial object merged over these):
 * - discovery: the least number of suggestive readings or diagnoses per disease type (1
 *   hypertension, 2 diabetes, 3 COPD, 4 dyslipidaemia) before a resident outside that group is
 *   listed. Readings suggest by their grade (measurement-ranges.ts: BP grade 1-3 from 140/90,
 *   Chinese hypertension guideline 2018; fasting glucose >= 7.0 / 2 h >= 11.1 mmol/L, Chinese T2DM
 *   guideline 2020; lipids TC >= 6.2, LDL-C >= 4.1, TG >= 2.3 mmol/L, Chinese lipid guideline
 *   2016). Two readings by default: one office reading is not a diagnosis (guideline 2018: on
 *   different days).
 * - highRisk: the model whose stored score lists a resident, and the score from which they are listed.
 */
export const AI_RULES_CONFIG_KEY = 'aiPlatformRules';
export interface AiRules {
  discovery: { minEvidence: Record<number, number> };
  highRisk: { model: string; threshold: number };
}
export const AI_RULES_DEFAULT: AiRules = {
  discovery: { minEvidence: { 1: 2, 2: 2, 3: 1, 4: 1 } },
  highRisk: { model: 'cdrs', threshold: 25 },
};

/** Project rules merged over the defaults; anything malformed keeps the default. */
export function aiRulesOf(value: unknown): AiRules {
  const v = (value ?? {}) as Partial<AiRules>;
  const min = { ...AI_RULES_DEFAULT.discovery.minEvidence };
  for (const [k, n] of Object.entries(v.discovery?.minEvidence ?? {})) {
    if ([1, 2, 3, 4].includes(Number(k)) && Number.isInteger(n) && n >= 1) min[Number(k)] = n;
  }
  const threshold = v.highRisk?.threshold;
  return {
    discovery: { minEvidence: min },
    highRisk: {
      model: AI_RULES_DEFAULT.highRisk.model,
      threshold:
        typeof threshold === 'number' && threshold > 0 ? threshold : AI_RULES_DEFAULT.highRisk.threshold,
    },
  };
}

/** What a discovery finding says, in Chinese, from its evidence. */
export function discoveryEvidenceText(f: {
  diseaseType: number;
  source: 'reading' | 'diagnosis';
  evidenceCount: number;
  diagnosisText: string | null;
}): string {
  if (f.source === 'diagnosis' && f.diagnosisText) return `诊断记录：${f.diagnosisText}`;
  const what =
    { 1: '血压达到高血压范围', 2: '血糖达到糖尿病范围', 3: '慢阻肺相关记录', 4: '血脂异常' }[f.diseaseType] ??
    '';
  return `${f.evidenceCount}次${what}`;
}
