/**
 * COPD combined assessment: the GOLD ABE groups (issue 12, the COPD level call).
 *
 * Source (docs/decisions.md, "COPD level"): Global Initiative for Chronic Obstructive Lung Disease.
 * Global Strategy for the Diagnosis, Management, and Prevention of COPD, 2023 Report, "GOLD ABE
 * assessment tool" (unchanged in the 2024 and 2025 reports):
 * - E: in the past year >= 2 moderate exacerbations, or >= 1 leading to hospital admission;
 * - otherwise A: mMRC 0-1 and CAT < 10; B: mMRC >= 2 or CAT >= 10.
 * CAT is scored 0-40 (Jones PW et al., Eur Respir J 2009;34:648-654), mMRC 0-4.
 */
import { diseaseLevelName } from './patient-list.ts';

export const CAT_MAX = 40;
export const MMRC_MAX = 4;
/** CAT at or above this is a high symptom burden. */
export const CAT_HIGH_FROM = 10;
/** mMRC at or above this is a high symptom burden. */
export const MMRC_HIGH_FROM = 2;
/** Moderate exacerbations in the past year that put a patient in group E. */
export const EXACERBATIONS_E_FROM = 2;
/** Exacerbations leading to hospital admission in the past year that put a patient in group E. */
export const HOSPITALIZED_E_FROM = 1;
/** Upper bound of a yearly exacerbation count we accept as plausible. */
export const EXACERBATIONS_MAX = 52;

/** Disease type of COPD in spec 3 section 3 (1 hbp, 2 dm, 3 COPD, 4 lipids). */
export const COPD_DISEASE_TYPE = 3;

export type GoldGroup = 'A' | 'B' | 'E';

export const GOLD_GROUPS: Record<GoldGroup, string> = {
  A: '症状少、急性加重风险低',
  B: '症状多、急性加重风险低',
  E: '急性加重风险高',
};

export interface CopdInput {
  catScore: number;
  mmrcScore: number;
  /** Moderate exacerbations (treated, e.g. at an emergency visit) in the past 12 months. */
  emergency: number;
  /** Exacerbations leading to hospital admission in the past 12 months. */
  hospitalized: number;
}

export interface CopdAssessment {
  group: GoldGroup;
  groupText: string;
  /** Why: the rule that decided, in Chinese. */
  reason: string;
  highSymptoms: boolean;
  highRisk: boolean;
  /**
   * The COPD management group of spec 3 (1 一般, 2 强化): our mapping, not GOLD's; A is 一般,
   * B and E are 强化 (docs/decisions.md).
   */
  level: 1 | 2;
  levelName: string;
}

export function goldGroup(i: CopdInput): GoldGroup {
  if (i.emergency >= EXACERBATIONS_E_FROM || i.hospitalized >= HOSPITALIZED_E_FROM) return 'E';
  if (i.mmrcScore >= MMRC_HIGH_FROM || i.catScore >= CAT_HIGH_FROM) return 'B';
  return 'A';
}

function reasonOf(i: CopdInput, group: GoldGroup): string {
  if (group === 'E') {
    return i.hospitalized >= HOSPITALIZED_E_FROM
      ? `过去一年因急性加重住院${i.hospitalized}次`
      : `过去一年中度急性加重${i.emergency}次`;
  }
  const symptoms = `CAT ${i.catScore}分，mMRC ${i.mmrcScore}级`;
  return group === 'B' ? `${symptoms}（CAT≥10或mMRC≥2）` : `${symptoms}（CAT<10且mMRC 0~1）`;
}

export function assessCopd(i: CopdInput): CopdAssessment {
  const group = goldGroup(i);
  const level = group === 'A' ? 1 : 2;
  return {
    group,
    groupText: GOLD_GROUPS[group],
    reason: reasonOf(i, group),
    highSymptoms: i.mmrcScore >= MMRC_HIGH_FROM || i.catScore >= CAT_HIGH_FROM,
    highRisk: group === 'E',
    level,
    levelName: diseaseLevelName(COPD_DISEASE_TYPE, level),
  };
}
