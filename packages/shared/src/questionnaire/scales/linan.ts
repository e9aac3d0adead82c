import { ITEM_TYPE, type QuestionnaireDefinition } from '../types.ts';

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

const YES_NO_SCORED = [
  { label: '否', value: 0, score: 10 },
  { label: '是', value: 1, score: 0 },
];

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
    {
      title: '基本信息',
      items: [
        {
          key: 'sex',
          type: ITEM_TYPE.single,
          require: true,
          content: '性别',
          options: [
            { label: '男', value: 1 },
            { label: '女', value: 2 },
          ],
        },
        { key: 'age', type: ITEM_TYPE.number, require: true, content: '年龄', unit: '岁', min: 18, max: 120 },
        {
          key: 'height',
          type: ITEM_TYPE.number,
          require: true,
          content: '身高',
          unit: 'cm',
          min: 100,
          max: 230,
        },
        {
          key: 'weight',
          type: ITEM_TYPE.number,
          require: true,
          content: '体重',
          unit: 'kg',
          min: 30,
          max: 250,
          step: 0.1,
        },
      ],
    },
    {
      title: '生活方式',
      items: [
        {
          key: 'smoke',
          type: ITEM_TYPE.single,
          require: true,
          content: '吸烟情况',
          options: [
            { label: '从不吸烟', value: 'never', score: 15 },
            { label: '已戒烟', value: 'quit', score: 10 },
            { label: '目前吸烟', value: 'current', score: 0 },
          ],
        },
        {
          key: 'cigarettes',
          type: ITEM_TYPE.number,
          require: true,
          content: '平均每天吸烟量',
          unit: '支',
          min: 1,
          max: 100,
          showIf: { key: 'smoke', op: '=', value: 'current' },
        },
        {
          key: 'alcohol',
          type: ITEM_TYPE.single,
          require: true,
          content: '饮酒情况',
          options: [
            { label: '不饮酒', value: 'none', score: 10 },
            { label: '偶尔饮酒（每周不超过1次）', value: 'rare', score: 7 },
            { label: '经常饮酒（每周2次及以上）', value: 'often', score: 3 },
            { label: '几乎每天饮酒', value: 'daily', score: 0 },
          ],
        },
        {
          key: 'activity',
          type: ITEM_TYPE.single,
          require: true,
          content: '每周中等强度身体活动的累计时间',
          hint: '中等强度指快走、骑车、广场舞、太极拳等，活动时心跳呼吸加快但仍能说话',
          options: [
            { label: '几乎不活动', value: 'none', score: 0 },
            { label: '不足150分钟', value: 'low', score: 7 },
            { label: '150分钟及以上', value: 'enough', score: 15 },
          ],
        },
        {
          key: 'sitting',
          type: ITEM_TYPE.single,
          require: true,
          content: '每天久坐的时间（看电视、用手机、伏案等）',
          options: [
            { label: '少于4小时', value: 'low', score: 5 },
            { label: '4～8小时', value: 'mid', score: 3 },
            { label: '8小时以上', value: 'high', score: 0 },
          ],
        },
        {
          key: 'vegFruit',
          type: ITEM_TYPE.single,
          require: true,
          content: '蔬菜和水果的摄入',
          hint: '足量指每天新鲜蔬菜约1斤（不少于300克）、水果200～350克',
          options: [
            { label: '每天都吃足量的蔬菜和水果', value: 'daily', score: 10 },
            { label: '经常吃，但不是每天都足量', value: 'often', score: 5 },
            { label: '很少吃', value: 'rare', score: 0 },
          ],
        },
        {
          key: 'taste',
          type: ITEM_TYPE.single,
          require: true,
          content: '您的饮食口味',
          options: [
            { label: '清淡少盐少油', value: 'light', score: 10 },
            { label: '适中', value: 'medium', score: 5 },
            { label: '偏咸或偏油', value: 'heavy', score: 0 },
          ],
        },
        {
          key: 'sleep',
          type: ITEM_TYPE.single,
          require: true,
          content: '平均每晚睡眠时间',
          options: [
            { label: '不足6小时', value: 'lt6', score: 0 },
            { label: '6～7小时', value: '6to7', score: 5 },
            { label: '7～8小时', value: '7to8', score: 10 },
            { label: '8小时以上', value: 'gt8', score: 6 },
          ],
        },
      ],
    },
    {
      title: '慢性病情况',
      items: [
        {
          key: 'hasChronic',
          type: ITEM_TYPE.single,
          require: true,
          content: '是否有医生确诊的慢性病',
          options: YES_NO_SCORED,
        },
        {
          key: 'chronic',
          type: ITEM_TYPE.multi,
          require: true,
          content: '已确诊的慢性病',
          showIf: { key: 'hasChronic', op: '=', value: 1 },
          options: [
            { label: '高血压', value: 'htn' },
            { label: '糖尿病', value: 'dm' },
            { label: '血脂异常', value: 'lipid' },
            { label: '冠心病', value: 'chd' },
            { label: '脑卒中', value: 'stroke' },
            { label: '慢阻肺', value: 'copd' },
            { label: '其他', value: 'other' },
          ],
        },
        {
          key: 'medication',
          type: ITEM_TYPE.single,
          require: true,
          content: '是否按医嘱规律服药',
          showIf: { key: 'hasChronic', op: '=', value: 1 },
          options: [
            { label: '规律服药', value: 'regular' },
            { label: '有时忘记或自行停药', value: 'irregular' },
            { label: '医生未要求服药', value: 'none' },
          ],
        },
      ],
    },
    {
      title: '近期测量',
      items: [
        {
          key: 'bp',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近一次测量的血压',
          options: [
            { label: '低于120/80 mmHg', value: 'normal', score: 10 },
            { label: '120～139/80～89 mmHg', value: 'high-normal', score: 6 },
            { label: '140/90 mmHg及以上', value: 'high', score: 0 },
            { label: '不清楚', value: 'unknown', score: 3 },
          ],
        },
        {
          key: 'glucose',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近一次测量的空腹血糖',
          options: [
            { label: '低于6.1 mmol/L', value: 'normal', score: 5 },
            { label: '6.1～6.9 mmol/L', value: 'impaired', score: 3 },
            { label: '7.0 mmol/L及以上', value: 'high', score: 0 },
            { label: '不清楚', value: 'unknown', score: 2 },
          ],
        },
        {
          key: 'note',
          type: ITEM_TYPE.note,
          content: '提交后将生成您的健康指数和生活方式处方。健康指数是本项目的综合评分，不是临床诊断。',
        },
      ],
    },
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
