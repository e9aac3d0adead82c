import { describe, expect, it } from 'vitest';
import { compileForm, keptAnswers } from './conditions.ts';
import { bmiLevel, indexBmi, linanPrescription } from './linan-prescription.ts';
import { LINAN_HEALTH_INDEX, LINAN_INDEX_ITEMS } from './scales/linan.ts';
import { scoreAnswers } from './score.ts';
import type { Answers } from './types.ts';
import { validateAnswers } from './validate.ts';

const BEST: Answers = {
  sex: 1,
  age: 45,
  height: 170,
  weight: 65,
  smoke: 'never',
  alcohol: 'none',
  activity: 'enough',
  sitting: 'low',
  vegFruit: 'daily',
  taste: 'light',
  sleep: '7to8',
  hasChronic: 0,
  bp: 'normal',
  glucose: 'normal',
};
const WORST: Answers = {
  ...BEST,
  smoke: 'current',
  cigarettes: 20,
  alcohol: 'daily',
  activity: 'none',
  sitting: 'high',
  vegFruit: 'rare',
  taste: 'heavy',
  sleep: 'lt6',
  hasChronic: 1,
  chronic: ['htn', 'dm'],
  medication: 'irregular',
  bp: 'high',
  glucose: 'high',
};

function index(a: Answers) {
  expect(validateAnswers(LINAN_HEALTH_INDEX, a)).toBeNull();
  const r = scoreAnswers(LINAN_HEALTH_INDEX, a);
  return { total: r?.total, level: r?.band?.level, tone: r?.band?.tone };
}

describe("Lin'an health index scoring (the programme's own 0-100 summary)", () => {
  it('every summed item is a single choice whose best options add up to exactly 100', () => {
    const items = LINAN_HEALTH_INDEX.sections.flatMap((s) => s.items);
    let best = 0;
    for (const key of LINAN_INDEX_ITEMS) {
      const item = items.find((i) => i.key === key);
      expect(item?.type).toBe(3);
      best += Math.max(...(item?.options ?? []).map((o) => o.score ?? 0));
    }
    expect(best).toBe(100);
    expect(LINAN_HEALTH_INDEX.scoring?.max).toBe(100);
  });
  it('scores the best and worst answers 100 and 0', () => {
    expect(index(BEST)).toEqual({ total: 100, level: '优秀', tone: 'normal' });
    expect(index(WORST)).toEqual({ total: 0, level: '较差', tone: 'abnormal' });
  });
  it('age, height, weight and cigarettes are not summed although they are numbers', () => {
    expect(index({ ...BEST, age: 90, height: 200, weight: 200 }).total).toBe(100);
    expect(index({ ...BEST, smoke: 'current', cigarettes: 40 }).total).toBe(85);
  });
  it('puts the band boundaries 59/60, 74/75 and 89/90 in the right bands', () => {
    const smoker = { smoke: 'current', cigarettes: 5 };
    expect(
      index({ ...BEST, ...smoker, vegFruit: 'rare', taste: 'heavy', bp: 'high-normal', sitting: 'mid' }),
    ).toMatchObject({ total: 59, level: '较差', tone: 'abnormal' });
    expect(index({ ...BEST, ...smoker, activity: 'none', taste: 'heavy' })).toMatchObject({
      total: 60,
      level: '一般',
      tone: 'attention',
    });
    expect(
      index({ ...BEST, ...smoker, vegFruit: 'often', alcohol: 'rare', glucose: 'unknown' }),
    ).toMatchObject({ total: 74, level: '一般' });
    expect(
      index({ ...BEST, ...smoker, vegFruit: 'often', glucose: 'unknown', sitting: 'mid' }),
    ).toMatchObject({ total: 75, level: '良好', tone: 'normal' });
    expect(index({ ...BEST, smoke: 'quit', sleep: 'gt8', sitting: 'mid' })).toMatchObject({
      total: 89,
      level: '良好',
    });
    expect(index({ ...BEST, smoke: 'quit', taste: 'medium' })).toMatchObject({ total: 90, level: '优秀' });
  });
  it('asks the cigarettes only of smokers and the conditions only of people who have one', () => {
    expect(validateAnswers(LINAN_HEALTH_INDEX, { ...BEST, smoke: 'current' })).toEqual({
      key: 'cigarettes',
      msg: '生活方式平均每天吸烟量不能为空',
    });
    expect(validateAnswers(LINAN_HEALTH_INDEX, { ...BEST, hasChronic: 1 })).toEqual({
      key: 'chronic',
      msg: '慢性病情况已确诊的慢性病不能为空',
    });
    const kept = keptAnswers(compileForm(LINAN_HEALTH_INDEX), { ...BEST, cigarettes: 10, chronic: ['htn'] });
    expect(kept.cigarettes).toBeUndefined();
    expect(kept.chronic).toBeUndefined();
  });
  it('refuses an out-of-range weight with the bound message', () => {
    expect(validateAnswers(LINAN_HEALTH_INDEX, { ...BEST, weight: 20 })?.msg).toContain('不能小于30');
  });
  it('says in the definition that it is not a validated clinical score and names its sources', () => {
    expect(LINAN_HEALTH_INDEX.intro).toContain('不是经过验证的临床量表');
    expect(LINAN_HEALTH_INDEX.source).toContain('《中国居民膳食指南（2022）》');
    expect(LINAN_HEALTH_INDEX.source).toContain('世界卫生组织');
  });
});

describe('BMI (WS/T 428-2013; 65+ from the 2022 dietary guide)', () => {
  it('computes one decimal and needs both numbers', () => {
    expect(indexBmi(170, 65)).toBe(22.5);
    expect(indexBmi(168, 72)).toBe(25.5);
    expect(indexBmi(null, 65)).toBeNull();
    expect(indexBmi(170, 0)).toBeNull();
  });
  it('uses the adult cut-offs 18.5 / 24 / 28 below 65', () => {
    expect(bmiLevel(18.4, 40).level).toBe('体重过低');
    expect(bmiLevel(18.5, 40).level).toBe('正常');
    expect(bmiLevel(23.9, 40).level).toBe('正常');
    expect(bmiLevel(24, 40).level).toBe('超重');
    expect(bmiLevel(27.9, 40).level).toBe('超重');
    expect(bmiLevel(28, 40).level).toBe('肥胖');
  });
  it('uses 20.0-26.9 from 65', () => {
    expect(bmiLevel(19.9, 65).level).toBe('偏低');
    expect(bmiLevel(25.5, 76)).toEqual({ level: '适宜', ok: true, high: false });
    expect(bmiLevel(26.9, 65).level).toBe('适宜');
    expect(bmiLevel(27, 65).level).toBe('偏高');
    expect(bmiLevel(25.5, 64).level).toBe('超重');
  });
});

describe('lifestyle prescription rules', () => {
  const area = (a: Answers, name: string) => linanPrescription(a).items.find((i) => i.area === name);

  it('covers the six areas, each naming its source, all kept for the best answers', () => {
    const p = linanPrescription(BEST);
    expect(p.items.map((i) => i.area)).toEqual(['diet', 'activity', 'smoking', 'alcohol', 'sleep', 'weight']);
    expect(
      p.items.every(
        (i) => (i.status === 'keep' && i.source.startsWith('《')) || i.source.startsWith('世界卫生组织'),
      ),
    ).toBe(true);
    expect(p.items.filter((i) => i.status === 'improve')).toEqual([]);
    expect(p.alerts).toEqual([]);
    expect(p).toMatchObject({ bmi: 22.5, bmiLevel: '正常' });
  });
  it('diet: salt 5 g and 300 g vegetables / 200-350 g fruit of the 2022 guide; stricter salt with hypertension', () => {
    const d = area(WORST, 'diet');
    expect(d?.status).toBe('improve');
    expect(d?.advice.join()).toContain('每天食盐不超过5克');
    expect(d?.advice.join()).toContain('每天不少于300克新鲜蔬菜');
    expect(d?.advice.join()).toContain('200～350克新鲜水果');
    expect(d?.advice.join()).toContain('您患有高血压');
    expect(area({ ...BEST, taste: 'medium' }, 'diet')?.status).toBe('improve');
  });
  it('activity: WHO 150-300 minutes; balance from 65; sitting', () => {
    const a = area({ ...BEST, activity: 'low' }, 'activity');
    expect(a?.status).toBe('improve');
    expect(a?.advice.join()).toContain('150～300分钟中等强度');
    expect(a?.advice.join()).not.toContain('平衡');
    expect(area({ ...BEST, age: 70 }, 'activity')?.advice.join()).toContain('平衡和力量');
    expect(area({ ...BEST, sitting: 'mid' }, 'activity')).toMatchObject({
      status: 'improve',
      finding: '每天久坐4小时以上',
    });
  });
  it('smoking: a smoker is told to quit with the amount; a former smoker is kept', () => {
    expect(area({ ...BEST, smoke: 'current', cigarettes: 12 }, 'smoking')).toMatchObject({
      status: 'improve',
      finding: '目前吸烟，每天约12支',
    });
    expect(area({ ...BEST, smoke: 'quit' }, 'smoking')).toMatchObject({ status: 'keep', finding: '已戒烟' });
  });
  it('alcohol: 15 g a day at most; none at all with a chronic condition', () => {
    expect(area({ ...BEST, alcohol: 'rare' }, 'alcohol')?.status).toBe('keep');
    expect(area({ ...BEST, alcohol: 'rare' }, 'alcohol')?.advice.join()).toContain('不超过15克');
    expect(area({ ...BEST, alcohol: 'often' }, 'alcohol')?.status).toBe('improve');
    expect(
      area({ ...BEST, alcohol: 'rare', hasChronic: 1, chronic: ['dm'], medication: 'regular' }, 'alcohol'),
    ).toMatchObject({ status: 'improve', advice: expect.arrayContaining(['慢性病患者不应饮酒，请戒酒']) });
  });
  it('sleep: 7-8 hours is kept, less or more is to improve', () => {
    expect(area(BEST, 'sleep')?.status).toBe('keep');
    expect(area({ ...BEST, sleep: '6to7' }, 'sleep')?.status).toBe('improve');
    expect(area({ ...BEST, sleep: 'gt8' }, 'sleep')?.status).toBe('improve');
  });
  it('weight: overweight below 65 is to improve, the same BMI at 76 is suitable', () => {
    expect(area({ ...BEST, height: 168, weight: 72 }, 'weight')).toMatchObject({
      status: 'improve',
      finding: '体重指数（BMI）25.5，超重',
    });
    expect(area({ ...BEST, age: 76, height: 168, weight: 72 }, 'weight')).toMatchObject({
      status: 'keep',
      finding: '体重指数（BMI）25.5，适宜',
    });
  });
  it('raises alerts for high readings and irregular medication, never for hidden answers', () => {
    expect(linanPrescription(WORST).alerts).toHaveLength(3);
    expect(linanPrescription({ ...BEST, medication: 'irregular' }).alerts).toEqual([]);
  });
});
