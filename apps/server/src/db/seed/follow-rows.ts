/**
 * The demo's follow-up story, as data (follow-data.ts writes it). Days are relative to the seed
 * day (negative: past); times are China time. `reading` values are what the doctor measured.
 */
export interface SeedVisit {
  daysAgo: number;
  mode: 1 | 2 | 3;
  reading: { sbp?: number; dbp?: number; heartRate?: number; glucose?: number; weight?: number };
  symptoms: string[];
  adherence: 1 | 2 | 3;
  advice: string;
  medication: string;
}

export interface SeedPlan {
  /** Days from the seed day; the plan is at `hour`:00 China time. */
  day: number;
  hour: number;
  state: 'open' | 'cancelled';
  mode: 1 | 2 | 3;
  /** false: in the org's pool (no follow person yet). */
  held: boolean;
  content: string;
  cancelReason?: string;
}

export interface SeedStory {
  disease: 'hbp' | 'dm';
  visits: SeedVisit[];
  plans: SeedPlan[];
}

const HBP_ADVICE = '继续低盐饮食（每日食盐<5克），规律服药，每天早晚各测一次血压并记录。';
const DM_ADVICE = '控制主食量，餐后散步30分钟，按时服药，每周至少测2次空腹血糖。';

/** The demo patient 张三: hypertension, a due-today visit, an appointment to answer. */
export const DEMO_PATIENT_STORY: SeedStory = {
  disease: 'hbp',
  visits: [
    {
      daysAgo: 92,
      mode: 1,
      reading: { sbp: 136, dbp: 84, heartRate: 74, weight: 61 },
      symptoms: ['none'],
      adherence: 1,
      advice: HBP_ADVICE,
      medication: '苯磺酸氨氯地平片 5mg 每日一次',
    },
    {
      daysAgo: 30,
      mode: 2,
      reading: { sbp: 158, dbp: 96, heartRate: 80, weight: 62 },
      symptoms: ['headache'],
      adherence: 2,
      advice: `近期漏服药物，血压控制不满意。${HBP_ADVICE}`,
      medication: '苯磺酸氨氯地平片 5mg 每日一次；加用厄贝沙坦片 150mg 每日一次',
    },
  ],
  plans: [
    { day: 0, hour: 15, mode: 1, state: 'open', held: true, content: '复查血压，了解加药后头晕情况' },
    { day: 10, hour: 9, mode: 1, state: 'open', held: true, content: '季度随访：血压、体重、服药情况' },
    {
      day: 4,
      hour: 10,
      mode: 3,
      state: 'cancelled',
      held: true,
      content: '电话随访',
      cancelReason: '患者已预约门诊，改为门诊随访',
    },
  ],
};

/** Other adult patients of DEMO01 take these in turn (the 60-patient cohort gets all states). */
export const COHORT_STORIES: SeedStory[] = [
  {
    disease: 'dm',
    visits: [
      {
        daysAgo: 45,
        mode: 1,
        reading: { glucose: 17.1, sbp: 142, dbp: 86, heartRate: 92, weight: 76 },
        symptoms: ['polydipsia', 'polyuria'],
        adherence: 3,
        advice: `自行停药两周，血糖明显升高，已建议转上级医院内分泌科。${DM_ADVICE}`,
        medication: '二甲双胍片 0.5g 每日三次',
      },
      {
        daysAgo: 20,
        mode: 3,
        reading: { glucose: 7.8, weight: 75 },
        symptoms: ['none'],
        adherence: 1,
        advice: `转诊后调整用药，血糖下降但仍未达标。${DM_ADVICE}`,
        medication: '二甲双胍片 0.5g 每日三次；格列美脲片 2mg 每日一次',
      },
    ],
    plans: [
      { day: -3, hour: 9, mode: 1, state: 'open', held: true, content: '空腹血糖复查（已逾期）' },
      { day: 5, hour: 14, mode: 2, state: 'open', held: false, content: '家庭随访：测空腹血糖、查看足部' },
      { day: 25, hour: 9, mode: 1, state: 'open', held: true, content: '季度随访' },
    ],
  },
  {
    disease: 'hbp',
    visits: [
      {
        daysAgo: 15,
        mode: 1,
        reading: { sbp: 128, dbp: 78, heartRate: 70, weight: 68 },
        symptoms: ['none'],
        adherence: 1,
        advice: `血压控制满意。${HBP_ADVICE}`,
        medication: '缬沙坦胶囊 80mg 每日一次',
      },
    ],
    plans: [
      { day: 0, hour: 10, mode: 3, state: 'open', held: true, content: '电话随访：近期家庭自测血压' },
      { day: -6, hour: 9, mode: 1, state: 'open', held: true, content: '门诊随访（已逾期）' },
    ],
  },
  {
    disease: 'dm',
    visits: [],
    plans: [
      { day: 2, hour: 9, mode: 1, state: 'open', held: false, content: '首次糖尿病随访' },
      {
        day: -1,
        hour: 16,
        mode: 2,
        state: 'cancelled',
        held: true,
        content: '家庭随访',
        cancelReason: '患者外出探亲',
      },
    ],
  },
];

/** How many cohort patients get a story (the demo stays readable with 60 patients). */
export const COHORT_STORY_LIMIT = 12;

export const APPOINTMENT = {
  /** Days from the seed day, 09:30 China time. */
  day: 3,
  mode: 1 as const,
  content: '请于预约时间到社区卫生服务中心门诊复查血压，并携带近两周家庭血压记录。',
};
