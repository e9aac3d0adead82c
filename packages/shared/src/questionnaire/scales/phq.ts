import { ITEM_TYPE, type ItemOption, type QuestionnaireDefinition } from '../types.ts';

/** Answer options of PHQ-9 and GAD-7 (Chinese version of the PHQ screeners, phqscreeners.com). */
const FREQUENCY: ItemOption[] = [
  { label: '完全不会', value: 0, score: 0 },
  { label: '好几天', value: 1, score: 1 },
  { label: '一半以上的天数', value: 2, score: 2 },
  { label: '几乎每天', value: 3, score: 3 },
];

const STEM = '在过去两个星期，有多少时候您受到以下任何问题所困扰？';

const items = (texts: string[]) =>
  texts.map((content, i) => ({
    key: `q${i + 1}`,
    type: ITEM_TYPE.single,
    require: true,
    content: `${i + 1}. ${content}`,
    options: FREQUENCY,
  }));

/**
 * PHQ-9: Patient Health Questionnaire, 9 items scored 0-3, total 0-27. Items and options: the
 * Simplified Chinese PHQ-9 of the PHQ screeners (Pfizer, free to use, phqscreeners.com). Scoring
 * and cut-offs 5/10/15/20: Kroenke K, Spitzer RL, Williams JB. The PHQ-9: validity of a brief
 * depression severity measure. J Gen Intern Med 2001;16(9):606-13. Item 10 is not scored.
 */
export const PHQ9: QuestionnaireDefinition = {
  code: 'phq9',
  name: '抑郁症筛查量表（PHQ-9）',
  group: '心理健康',
  intro: `${STEM}请根据您的实际情况选择。本量表用于筛查，不能代替医生的诊断。`,
  source:
    'PHQ-9 简体中文版（PHQ Screeners, Pfizer, phqscreeners.com）；评分与分界值：Kroenke K, et al. J Gen Intern Med 2001;16(9):606-13',
  sections: [
    {
      title: '',
      items: [
        ...items([
          '做事时提不起劲或没有兴趣',
          '感到心情低落、沮丧或绝望',
          '入睡困难、睡不安稳或睡眠过多',
          '感觉疲倦或没有活力',
          '食欲不振或吃太多',
          '觉得自己很糟——或觉得自己很失败，或让自己或家人失望',
          '对事物专注有困难，例如阅读报纸或看电视时',
          '动作或说话速度缓慢到别人已经觉察？或正好相反——烦躁或坐立不安、动来动去的情况更胜于平常',
          '有不如死掉或用某种方式伤害自己的念头',
        ]),
        {
          key: 'q10',
          type: ITEM_TYPE.single,
          require: false,
          content:
            '10. 如果您检查出有任何上述问题，这些问题在您工作、处理家庭事务，或与他人相处上造成了多大的困难？',
          showIf: {
            any: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'].map((key) => ({
              key,
              op: '>=' as const,
              value: 1,
            })),
          },
          options: [
            { label: '毫无困难', value: 0 },
            { label: '有点困难', value: 1 },
            { label: '非常困难', value: 2 },
            { label: '极度困难', value: 3 },
          ],
        },
      ],
    },
  ],
  scoring: {
    method: 'sum',
    items: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'],
    min: 0,
    max: 27,
    unit: '分',
    bands: [
      {
        min: 0,
        max: 4,
        level: '无或极轻微抑郁症状',
        tone: 'normal',
        text: '您目前的抑郁症状很少或没有。',
        advice: '保持规律作息和适量运动，如情绪持续低落请及时复评。',
      },
      {
        min: 5,
        max: 9,
        level: '轻度抑郁症状',
        tone: 'attention',
        text: '您有轻度的抑郁症状。',
        advice: '建议关注情绪变化，保持社交与运动，2～4周后复评；症状加重请咨询医生。',
      },
      {
        min: 10,
        max: 14,
        level: '中度抑郁症状',
        tone: 'abnormal',
        text: '您有中度的抑郁症状。',
        advice: '建议尽快向您的家庭医生或心理专科咨询，由医生评估是否需要进一步诊治。',
      },
      {
        min: 15,
        max: 19,
        level: '中重度抑郁症状',
        tone: 'severe',
        text: '您有中重度的抑郁症状。',
        advice: '请尽快就诊精神心理科，由医生评估并制定治疗方案。',
      },
      {
        min: 20,
        max: 27,
        level: '重度抑郁症状',
        tone: 'severe',
        text: '您有重度的抑郁症状。',
        advice: '请立即就诊精神心理科，并告知家人陪伴。',
      },
    ],
    flags: [
      {
        when: { key: 'q9', op: '>=', value: 1 },
        text: '您在第9题提到有伤害自己的念头：请立即联系您的医生，或拨打心理援助热线12356，您不是一个人。',
      },
    ],
  },
};

/**
 * GAD-7: Generalized Anxiety Disorder 7-item scale, items scored 0-3, total 0-21. Items and
 * options: the Simplified Chinese GAD-7 of the PHQ screeners (Pfizer, phqscreeners.com). Cut-offs
 * 5/10/15: Spitzer RL, Kroenke K, Williams JB, Löwe B. A brief measure for assessing generalized
 * anxiety disorder: the GAD-7. Arch Intern Med 2006;166(10):1092-7.
 */
export const GAD7: QuestionnaireDefinition = {
  code: 'gad7',
  name: '焦虑症筛查量表（GAD-7）',
  group: '心理健康',
  intro: `${STEM}请根据您的实际情况选择。本量表用于筛查，不能代替医生的诊断。`,
  source:
    'GAD-7 简体中文版（PHQ Screeners, Pfizer, phqscreeners.com）；评分与分界值：Spitzer RL, et al. Arch Intern Med 2006;166(10):1092-7',
  sections: [
    {
      title: '',
      items: items([
        '感觉紧张，焦虑或急切',
        '不能够停止或控制担忧',
        '对各种各样的事情担忧过多',
        '很难放松下来',
        '由于不安而无法静坐',
        '变得容易烦恼或急躁',
        '感到似乎将有可怕的事情发生而害怕',
      ]),
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 21,
    unit: '分',
    bands: [
      {
        min: 0,
        max: 4,
        level: '无或极轻微焦虑症状',
        tone: 'normal',
        text: '您目前的焦虑症状很少或没有。',
        advice: '保持规律作息，适当放松，如紧张担忧持续请及时复评。',
      },
      {
        min: 5,
        max: 9,
        level: '轻度焦虑症状',
        tone: 'attention',
        text: '您有轻度的焦虑症状。',
        advice: '建议尝试放松训练、规律运动，2～4周后复评；症状加重请咨询医生。',
      },
      {
        min: 10,
        max: 14,
        level: '中度焦虑症状',
        tone: 'abnormal',
        text: '您有中度的焦虑症状。',
        advice: '建议尽快向您的家庭医生或心理专科咨询，由医生评估是否需要进一步诊治。',
      },
      {
        min: 15,
        max: 21,
        level: '重度焦虑症状',
        tone: 'severe',
        text: '您有重度的焦虑症状。',
        advice: '请尽快就诊精神心理科，由医生评估并制定治疗方案。',
      },
    ],
  },
};
