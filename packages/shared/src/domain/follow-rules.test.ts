import { describe, expect, it } from 'vitest';
import { followStatusOf } from './follow.ts';
import { assessFollow, type FollowAssessmentInput } from './follow-rules.ts';

const base: FollowAssessmentInput = {
  disease: 'hbp',
  age: 60,
  dangerSigns: [],
  adverseReaction: false,
  complication: false,
  previousClassification: null,
  frequencyDays: 90,
  followDay: '2026-03-01',
};

describe('follow-up rules (国家基本公共卫生服务规范第三版)', () => {
  it('hypertension: ≥180/110 mmHg is urgent referral with a visit within 2 weeks', () => {
    for (const [sbp, dbp] of [
      [180, 90],
      [150, 110],
      [185, 115],
    ] as const) {
      const a = assessFollow({ ...base, sbp, dbp });
      expect(a.referral).toBe('urgent');
      expect(a.nextFollowDays).toBe(14);
      expect(a.nextFollowDate).toBe('2026-03-15');
    }
    expect(assessFollow({ ...base, sbp: 179, dbp: 109 }).referral).toBe('none');
  });

  it('hypertension targets: <140/90, or <150/90 from 65 years', () => {
    expect(assessFollow({ ...base, sbp: 139, dbp: 89 })).toMatchObject({
      controlled: true,
      classification: 1,
      nextFollowDays: 90,
    });
    expect(assessFollow({ ...base, sbp: 140, dbp: 80 })).toMatchObject({
      controlled: false,
      classification: 2,
      nextFollowDays: 14,
    });
    expect(assessFollow({ ...base, age: 65, sbp: 145, dbp: 85 }).controlled).toBe(true);
    expect(assessFollow({ ...base, age: 70, sbp: 150, dbp: 85 }).controlled).toBe(false);
    expect(assessFollow({ ...base, age: 70, sbp: 130, dbp: 90 }).controlled).toBe(false);
  });

  it('a second uncontrolled visit in a row, or a complication, suggests referral', () => {
    expect(assessFollow({ ...base, sbp: 150, dbp: 95, previousClassification: 2 }).referral).toBe(
      'suggested',
    );
    expect(assessFollow({ ...base, sbp: 150, dbp: 95, previousClassification: 1 }).referral).toBe('none');
    expect(
      assessFollow({ ...base, sbp: 130, dbp: 80, adverseReaction: true, previousClassification: 3 }).referral,
    ).toBe('suggested');
    expect(assessFollow({ ...base, sbp: 130, dbp: 80, complication: true })).toMatchObject({
      classification: 4,
      referral: 'suggested',
    });
  });

  it('danger signs are urgent whatever the reading', () => {
    const a = assessFollow({ ...base, sbp: 130, dbp: 80, dangerSigns: ['orthopnea'] });
    expect(a.referral).toBe('urgent');
    expect(a.reasons[0]).toContain('喘憋不能平卧');
  });

  it('diabetes: fasting glucose ≥16.7 or ≤3.9, heart rate >100, temperature >39 are urgent; <7.0 is controlled', () => {
    const dm = { ...base, disease: 'dm' as const };
    expect(assessFollow({ ...dm, glucose: 16.7 }).referral).toBe('urgent');
    expect(assessFollow({ ...dm, glucose: 3.9 }).referral).toBe('urgent');
    expect(assessFollow({ ...dm, glucose: 6.5, heartRate: 101 }).referral).toBe('urgent');
    expect(assessFollow({ ...dm, glucose: 6.5, temperature: 39.5 }).referral).toBe('urgent');
    expect(assessFollow({ ...dm, glucose: 6.9 })).toMatchObject({
      controlled: true,
      classification: 1,
      referral: 'none',
    });
    expect(assessFollow({ ...dm, glucose: 7.0 })).toMatchObject({
      controlled: false,
      classification: 2,
      nextFollowDays: 14,
    });
    expect(assessFollow({ ...dm, glucose: 6.0, sbp: 182, dbp: 100 }).referral).toBe('urgent');
  });

  it('a general visit: only the blood-pressure emergency applies; no classification', () => {
    const g = { ...base, disease: null, frequencyDays: 0 };
    expect(assessFollow({ ...g, sbp: 190, dbp: 100 })).toMatchObject({
      referral: 'urgent',
      classification: null,
    });
    expect(assessFollow(g)).toMatchObject({ referral: 'none', classification: null, nextFollowDate: null });
  });
});

describe('followStatusOf: planned / due (the plan day, China time) / overdue', () => {
  const now = new Date('2026-03-01T04:00:00Z'); // 12:00 in China
  it('derives the status from the China day of the plan time', () => {
    expect(followStatusOf('open', '2026-02-28T15:59:00Z', now)).toBe('overdue'); // 23:59 the day before
    expect(followStatusOf('open', '2026-02-28T16:00:00Z', now)).toBe('due'); // 00:00 today
    expect(followStatusOf('open', '2026-03-01T15:59:59Z', now)).toBe('due'); // 23:59:59 today
    expect(followStatusOf('open', '2026-03-01T16:00:00Z', now)).toBe('planned');
    expect(followStatusOf('done', '2020-01-01T00:00:00Z', now)).toBe('done');
    expect(followStatusOf('cancelled', '2030-01-01T00:00:00Z', now)).toBe('cancelled');
  });
});
