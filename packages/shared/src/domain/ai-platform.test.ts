import { describe, expect, it } from 'vitest';
import { aiArticleLink, isAiArticleLink } from './ai-patient.ts';
import { AI_RULES_DEFAULT, aiCallFor, aiRulesOf, discoveryEvidenceText } from './ai-platform.ts';

describe('AI platform rules', () => {
  it('defaults: two suggestive readings for hypertension and diabetes, one for COPD and lipids; CDRS from 25', () => {
    expect(aiRulesOf(undefined)).toEqual(AI_RULES_DEFAULT);
    expect(AI_RULES_DEFAULT.discovery.minEvidence).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1 });
    expect(AI_RULES_DEFAULT.highRisk).toEqual({ model: 'cdrs', threshold: 25 });
  });

  it('a project overrides some values; malformed values keep the default', () => {
    const r = aiRulesOf({
      discovery: { minEvidence: { 1: 3, 2: 0, 9: 1 } },
      highRisk: { threshold: 30, model: 'x' },
    });
    expect(r.discovery.minEvidence).toEqual({ 1: 3, 2: 2, 3: 1, 4: 1 });
    expect(r.highRisk).toEqual({ model: 'cdrs', threshold: 30 });
  });

  it('evidence text and the alternative call per version', () => {
    expect(
      discoveryEvidenceText({ diseaseType: 1, source: 'reading', evidenceCount: 3, diagnosisText: null }),
    ).toBe('3次血压达到高血压范围');
    expect(
      discoveryEvidenceText({
        diseaseType: 3,
        source: 'diagnosis',
        evidenceCount: 1,
        diagnosisText: '慢性阻塞性肺疾病',
      }),
    ).toBe('诊断记录：慢性阻塞性肺疾病');
    expect(aiCallFor('abnormalList', 'mongo')).toBe('history/abnormal/reminder/list');
    expect(aiCallFor('abnormalList', 'informationInnovation')).toBe('track/pending/list');
  });
});

describe('pushed article links of system messages', () => {
  it('the link is the article screen and is recognised as an article', () => {
    expect(aiArticleLink(42)).toBe('/app/ai/weight/detail?id=42');
    expect(isAiArticleLink(aiArticleLink(42))).toBe(true);
    expect(isAiArticleLink('/app/ai/weight/detail?id=')).toBe(false);
    expect(isAiArticleLink('/health/patient/follow/programme/intervene/detail')).toBe(false);
    expect(isAiArticleLink(null)).toBe(false);
  });
});
