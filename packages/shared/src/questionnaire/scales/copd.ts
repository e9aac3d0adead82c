import { EXACERBATIONS_MAX } from '../../domain/copd.ts';
import { type Answers, ITEM_TYPE, type QuestionnaireDefinition } from '../types.ts';
import { choices, num, single } from './items.ts';

const CAT_ITEMS: [string, string, string][] = [
  ['咳嗽', '我从不咳嗽', '我总是在咳嗽'],
  ['咳痰', '我一点痰也没有', '我有很多很多痰'],
  ['胸闷', '我没有任何胸闷的感觉', '我有很严重的胸闷感觉'],
  ['爬坡或上楼', '当我爬坡或上一层楼梯时，我没有气喘的感觉', '当我爬坡或上一层楼梯时，我感觉非常喘不过气来'],
  ['家务活动', '我在家里能够做任何事情', '我在家里做任何事情都很受影响'],
  ['外出信心', '尽管我有肺部疾病，但我对离家外出很有信心', '由于我有肺部疾病，我对离家外出一点信心都没有'],
  ['睡眠', '我的睡眠非常好', '由于我有肺部疾病，我的睡眠相当差'],
  ['精力', '我精力旺盛', '我一点精力都没有'],
];

/**
 * CAT: COPD Assessment Test, 8 items scored 0-5, total 0-40. Items: the Simplified Chinese CAT
 * (GSK, catestonline.org); Jones PW, et al. Development and first validation of the COPD
 * Assessment Test. Eur Respir J 2009;34(3):648-54. Impact bands <10 / 10-20 / 21-30 / >30: the
 * CAT user guide; 10 is the GOLD threshold of "more symptoms" (GOLD 2024 report).
 */
export const CAT: QuestionnaireDefinition = {
  code: 'cat',
  name: '慢阻肺评估测试（CAT）',
  group: '慢阻肺',
  intro: '请根据您目前的实际情况，在每一项中选择最符合您的分数（0～5分）。',
  source:
    'CAT 简体中文版（GSK, catestonline.org）；Jones PW, et al. Eur Respir J 2009;34(3):648-54；分级：CAT 使用指南与 GOLD 2024 报告',
  sections: [
    {
      title: '',
      items: CAT_ITEMS.map(([content, minLabel, maxLabel], i) => ({
        key: `c${i + 1}`,
        type: ITEM_TYPE.scale,
        require: true,
        content: `${i + 1}. ${content}`,
        min: 0,
        max: 5,
        step: 1,
        minLabel,
        maxLabel,
      })),
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 40,
    unit: '分',
    bands: [
      {
        min: 0,
        max: 9,
        level: '轻微影响',
        tone: 'normal',
        text: '慢阻肺对您生活的影响较小（CAT<10）。',
        advice: '坚持戒烟、规律用药和呼吸锻炼，按时随访。',
      },
      {
        min: 10,
        max: 20,
        level: '中等影响',
        tone: 'attention',
        text: '慢阻肺对您的生活有中等程度的影响（CAT 10～20），属于症状较多。',
        advice: '请与医生复核用药方案和吸入方法，考虑肺康复训练。',
      },
      {
        min: 21,
        max: 30,
        level: '严重影响',
        tone: 'abnormal',
        text: '慢阻肺对您的生活影响严重（CAT 21～30）。',
        advice: '请尽快就诊呼吸科，评估治疗方案并加强随访。',
      },
      {
        min: 31,
        max: 40,
        level: '非常严重影响',
        tone: 'severe',
        text: '慢阻肺对您的生活影响非常严重（CAT>30）。',
        advice: '请尽快就诊呼吸科；如气喘明显加重，请立即就医。',
      },
    ],
  },
};

/**
 * mMRC: modified Medical Research Council dyspnoea scale, one choice of grades 0-4. Grades and
 * Chinese wording: 慢性阻塞性肺疾病诊治指南（2021年修订版）, 中华医学会呼吸病学分会慢性阻塞性
 * 肺疾病学组, 中华结核和呼吸杂志 2021;44(3):170-205; grouping (0-1 less, >=2 more breathless):
 * GOLD 2024 report.
 */
export const MMRC: QuestionnaireDefinition = {
  code: 'mmrc',
  name: '呼吸困难评估（mMRC）',
  group: '慢阻肺',
  intro: '请选择最符合您气短情况的一项。',
  source:
    'mMRC 分级：慢性阻塞性肺疾病诊治指南（2021年修订版），中华结核和呼吸杂志 2021;44(3):170-205；分组：GOLD 2024 报告',
  sections: [
    {
      title: '',
      items: [
        single(
          'grade',
          '您的呼吸困难程度',
          choices(
            [
              '0级：只在剧烈活动时感到呼吸困难',
              '1级：在平地快步行走或步行爬小坡时出现气短',
              '2级：由于气短，平地行走时比同龄人慢或者需要停下来休息',
              '3级：在平地行走约100米或数分钟后需要停下来喘气',
              '4级：因严重呼吸困难以至于不能离开家，或在穿衣服、脱衣服时出现呼吸困难',
            ],
            [0, 1, 2, 3, 4],
          ),
        ),
      ],
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 4,
    unit: '级',
    bands: [
      {
        min: 0,
        max: 1,
        level: '呼吸困难较轻',
        tone: 'normal',
        text: '您的呼吸困难程度较轻（mMRC 0～1级）。',
        advice: '坚持适量活动和呼吸锻炼，按时随访。',
      },
      {
        min: 2,
        max: 4,
        level: '呼吸困难较重',
        tone: 'attention',
        text: '您的呼吸困难较明显（mMRC≥2级），属于症状较多。',
        advice: '请与医生评估治疗方案，考虑肺康复训练。',
      },
    ],
  },
};

/** The counts: whole numbers, asked only after a yes to the first question. */
const COUNT = { step: 1, showIf: { key: 'had', op: '=', value: 1 } } as const;

/**
 * Exacerbation history of the past 12 months, the third input of the GOLD ABE assessment (GOLD
 * 2023 report, "GOLD ABE assessment tool"; unchanged in 2024/2025): group E when >= 2 moderate
 * exacerbations or >= 1 leading to hospital admission. Moderate: treated with short-acting
 * bronchodilators plus antibiotics and/or oral corticosteroids, without admission (GOLD's
 * definition). It records counts and has no score of its own; the counts feed the COPD level
 * call (`copdHistoryCounts`). The counts ask only when the patient had an exacerbation at all.
 */
export const COPD_HISTORY: QuestionnaireDefinition = {
  code: 'copd-history',
  name: '慢阻肺急性加重史',
  group: '慢阻肺',
  intro: '请回忆过去12个月内慢阻肺急性加重（咳嗽、咳痰、气喘较平时明显加重）的情况。',
  source: 'GOLD 2023 报告 ABE 综合评估工具（急性加重史）；慢性阻塞性肺疾病诊治指南（2021年修订版）',
  sections: [
    {
      title: '',
      items: [
        single('had', '过去12个月内是否发生过慢阻肺急性加重', [
          { label: '是', value: 1 },
          { label: '否', value: 0 },
        ]),
        num(
          'emergency',
          '过去12个月中度急性加重次数（需用抗生素和/或口服激素治疗，未住院）',
          '次',
          0,
          EXACERBATIONS_MAX,
          COUNT,
        ),
        num('hospitalized', '过去12个月因急性加重住院次数', '次', 0, EXACERBATIONS_MAX, COUNT),
      ],
    },
  ],
};

/** The exacerbation counts of a COPD_HISTORY record (none when the patient had no exacerbation). */
export function copdHistoryCounts(answers: Answers): { emergency: number; hospitalized: number } {
  if (Number(answers.had) !== 1) return { emergency: 0, hospitalized: 0 };
  const count = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? Number(v) || 0 : 0);
  return { emergency: count(answers.emergency), hospitalized: count(answers.hospitalized) };
}
