import type { Scoring } from '../types.ts';

/**
 * The sjtu health index: the programme's own 0-100 summary of twelve lifestyle answers (smoking 15,
 * second-hand smoke 5, alcohol 15, vegetables 8, fruit 4, salt 6, sugary drinks 4, active days 15,
 * sitting 5, sleep length 8, insomnia 5, self-rated health 10 points). The weights and bands are
 * ours; it is NOT a validated clinical score and the result screen says so. The lowest band is
 * `attention`, not `abnormal`: a lifestyle summary raises no clinical alert to the doctor.
 * SJTU_POINTS: the points of each option of those items, in the order of the options.
 */
export const SJTU_POINTS = {
  smoke: [15, 10, 5, 0],
  passive: [5, 3, 0],
  drink: [15, 12, 8, 3, 0],
  vegetables: [0, 4, 8],
  fruit: [0, 2, 4],
  salt: [6, 3, 0],
  sugaryDrinks: [4, 2, 0],
  activeDays: [0, 5, 10, 15],
  sitting: [5, 3, 0],
  sleepHours: [0, 8, 4],
  insomnia: [5, 3, 0],
  selfRated: [10, 7, 4, 0],
} as const satisfies Record<string, readonly number[]>;
export type SjtuIndexItem = keyof typeof SJTU_POINTS;

/** The index sums the points of the answers to the items of SJTU_POINTS. */
export const SJTU_SCORING: Scoring = {
  method: 'sum',
  items: Object.keys(SJTU_POINTS),
  min: 0,
  max: 100,
  unit: '分',
  bands: [
    {
      min: 0,
      max: 49,
      level: '需改善',
      tone: 'attention',
      text: '您目前有较多不利于健康的生活习惯。',
      advice:
        '建议尽早与家庭医生沟通，从戒烟、限酒、增加活动和改善睡眠中选择最迫切的一项开始改变；如有不适请及时就医。',
    },
    {
      min: 50,
      max: 69,
      level: '一般',
      tone: 'attention',
      text: '您有几项生活习惯会增加慢性病风险。',
      advice:
        '建议减少吸烟饮酒、口味清淡些、每周至少5天各活动30分钟，并保证每晚6～9小时睡眠；可向家庭医生咨询具体做法。',
    },
    {
      min: 70,
      max: 84,
      level: '较好',
      tone: 'normal',
      text: '您的生活方式大体健康，仍有可以改进的地方。',
      advice: '对照各题，选一两项容易改的习惯先做起来，例如每天多吃一份蔬菜、每周多运动一天。',
    },
    {
      min: 85,
      max: 100,
      level: '良好',
      tone: 'normal',
      text: '您的生活方式总体健康。',
      advice: '继续保持不吸烟、少饮酒、清淡饮食、规律运动和充足睡眠，每年做一次健康体检。',
    },
  ],
};
