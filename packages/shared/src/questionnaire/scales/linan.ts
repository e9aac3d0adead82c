import { ITEM_TYPE, type QuestionnaireDefinition } from '../types.ts';
import { choices, keyed, multi, num, SEX_OPTIONS, section, single } from './items.ts';

/** Code of the Lin'an health-index questionnaire (the linan screens find it by this code). */
export const LINAN_INDEX_CODE = 'linan-health-index';

/** The items the health index sums (each a single choice with scored options; 100 points in all). */
export const LINAN_INDEX_ITEMS = [
  'smoke',
  'alcohol',
  'activity',
  'sitting',
  'vegFruit',
  'taste',
  'sleep',
  'hasChronic',
  'bp',
  'glucose',
] as const;

const YES_NO_SCORED = choices(['否', '是'], [10, 0]);
const HAS_CHRONIC = { key: 'hasChronic', op: '=', value: 1 } as const;

/**
 * The Lin'an health index (临安健康指数): the programme's own lifestyle summary, NOT a validated
 * clinical score. Ten single-choice items add up to 0-100 (higher is healthier); what each answer
 * is worth is ours, the thresholds inside the answers come from the named guidelines: diet from
 * 《中国居民膳食指南（2022）》, activity and sitting from the WHO 2020 guidelines on physical
 * activity and sedentary behaviour, sleep from 《健康中国行动（2019—2030年）》, blood pressure
 * from 《中国高血压防治指南（2018年修订版）》, fasting glucose from 《中国2型糖尿病防治指南（2020年版）》.
 * Height, weight, age, sex, the conditions and medication are asked for the prescription (BMI by
 * WS/T 428-2013) and are not summed.
 */
export const LINAN_HEALTH_INDEX: QuestionnaireDefinition = {
  code: LINAN_INDEX_CODE,
  name: '临安健康指数问卷',
  group: '健康评估',
  intro:
    '请根据近一个月的实际情况填写，约需3分钟。健康指数是本项目自行设计的生活方式综合评分（0～100分，越高越好），不是经过验证的临床量表，不能代替医生的诊断。',
  source:
    '本项目自拟的健康指数（非临床量表）；各选项的分界取自《中国居民膳食指南（2022）》、世界卫生组织《关于身体活动和久坐行为的指南》（2020）、《健康中国行动（2019—2030年）》、《中国高血压防治指南（2018年修订版）》、《中国2型糖尿病防治指南（2020年版）》',
  sections: [
    section('基本信息', [
      single('sex', '性别', SEX_OPTIONS),
      num('age', '年龄', '岁', 18, 120),
      num('height', '身高', 'cm', 100, 230),
      num('weight', '体重', 'kg', 30, 250, { step: 0.1 }),
    ]),
    section('生活方式', [
      single(
        'smoke',
        '吸烟情况',
        keyed({ never: ['从不吸烟', 15], quit: ['已戒烟', 10], current: ['目前吸烟', 0] }),
      ),
      num('cigarettes', '平均每天吸烟量', '支', 1, 100, {
        showIf: { key: 'smoke', op: '=', value: 'current' },
      }),
      single(
        'alcohol',
        '饮酒情况',
        keyed({
          none: ['不饮酒', 10],
          rare: ['偶尔饮酒（每周不超过1次）', 7],
          often: ['经常饮酒（每周2次及以上）', 3],
          daily: ['几乎每天饮酒', 0],
        }),
      ),
      single(
        'activity',
        '每周中等强度身体活动的累计时间',
        keyed({ none: ['几乎不活动', 0], low: ['不足150分钟', 7], enough: ['150分钟及以上', 15] }),
        { hint: '中等强度指快走、骑车、广场舞、太极拳等，活动时心跳呼吸加快但仍能说话' },
      ),
      single(
        'sitting',
        '每天久坐的时间（看电视、用手机、伏案等）',
        keyed({ low: ['少于4小时', 5], mid: ['4～8小时', 3], high: ['8小时以上', 0] }),
      ),
      single(
        'vegFruit',
        '蔬菜和水果的摄入',
        keyed({
          daily: ['每天都吃足量的蔬菜和水果', 10],
          often: ['经常吃，但不是每天都足量', 5],
          rare: ['很少吃', 0],
        }),
        { hint: '足量指每天新鲜蔬菜约1斤（不少于300克）、水果200～350克' },
      ),
      single(
        'taste',
        '您的饮食口味',
        keyed({ light: ['清淡少盐少油', 10], medium: ['适中', 5], heavy: ['偏咸或偏油', 0] }),
      ),
      single(
        'sleep',
        '平均每晚睡眠时间',
        keyed({
          lt6: ['不足6小时', 0],
          '6to7': ['6～7小时', 5],
          '7to8': ['7～8小时', 10],
          gt8: ['8小时以上', 6],
        }),
      ),
    ]),
    section('慢性病情况', [
      single('hasChronic', '是否有医生确诊的慢性病', YES_NO_SCORED),
      multi(
        'chronic',
        '已确诊的慢性病',
        keyed({
          htn: '高血压',
          dm: '糖尿病',
          lipid: '血脂异常',
          chd: '冠心病',
          stroke: '脑卒中',
          copd: '慢阻肺',
          other: '其他',
        }),
        { showIf: HAS_CHRONIC },
      ),
      single(
        'medication',
        '是否按医嘱规律服药',
        keyed({ regular: '规律服药', irregular: '有时忘记或自行停药', none: '医生未要求服药' }),
        { showIf: HAS_CHRONIC },
      ),
    ]),
    section('近期测量', [
      single(
        'bp',
        '最近一次测量的血压',
        keyed({
          normal: ['低于120/80 mmHg', 10],
          'high-normal': ['120～139/80～89 mmHg', 6],
          high: ['140/90 mmHg及以上', 0],
          unknown: ['不清楚', 3],
        }),
      ),
      single(
        'glucose',
        '最近一次测量的空腹血糖',
        keyed({
          normal: ['低于6.1 mmol/L', 5],
          impaired: ['6.1～6.9 mmol/L', 3],
          high: ['7.0 mmol/L及以上', 0],
          unknown: ['不清楚', 2],
        }),
      ),
      {
        key: 'note',
        type: ITEM_TYPE.note,
        content: '提交后将生成您的健康指数和生活方式处方。健康指数是本项目的综合评分，不是临床诊断。',
      },
    ]),
  ],
  scoring: {
    method: 'sum',
    items: [...LINAN_INDEX_ITEMS],
    min: 0,
    max: 100,
    unit: '分',
    bands: [
      {
        min: 0,
        max: 59,
        level: '较差',
        tone: 'abnormal',
        text: '您的健康指数偏低，生活方式和健康状况中有多项需要改善。',
        advice:
          '请查看下方的生活方式处方，从最容易做到的一项开始；有慢性病或血压、血糖偏高时请联系家庭医生。',
      },
      {
        min: 60,
        max: 74,
        level: '一般',
        tone: 'attention',
        text: '您的健康指数一般，有几项生活方式可以改善。',
        advice: '请查看生活方式处方中标为“需改善”的项目，坚持三个月后再测一次。',
      },
      {
        min: 75,
        max: 89,
        level: '良好',
        tone: 'normal',
        text: '您的健康指数良好。',
        advice: '继续保持，并关注生活方式处方中仍可改善的项目。',
      },
      {
        min: 90,
        max: 100,
        level: '优秀',
        tone: 'normal',
        text: '您的健康指数优秀。',
        advice: '请继续保持健康的生活方式，定期测量血压、血糖。',
      },
    ],
  },
};
