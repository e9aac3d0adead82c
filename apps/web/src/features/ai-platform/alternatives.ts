import type { AiVersion } from '@kanghu/shared';

/**
 * Picks the form of an alternative call for the district's AI version (spec 3 section 7: "GET
 * history/abnormal/reminder/list or track/pending/list depending on the AI version"; the names are
 * in AI_ALTERNATIVES, packages/shared). The server serves both forms from one implementation, so
 * the two contracts answer the same shape: `byVersion(version, { mongo: a.x, informationInnovation: a.y })`.
 */
export function byVersion<T>(version: AiVersion, forms: { mongo: T; informationInnovation: T }): T {
  return forms[version];
}
