import { ITEM_TYPE, type ItemOption, type QuestionnaireDefinition } from '../types.ts';

/**
 * Children's health inquiry at the visits of 0-6 years, from 国家卫生计生委《国家基本公共卫生服务
 * 规范（第三版）》(2017), 0～6岁儿童健康管理服务规范, the 儿童健康检查记录表 (1～8月龄, 12～30月龄,
 * 3～6岁): the inquiry items (喂养方式 at 1-8 months; 户外活动 and 服用维生素D to 30 months;
 * 两次随访间患病情况 at every visit) and the 发育评估 by 儿童心理行为发育问题预警征象 of each visit age
 * (four signs per age, from 3 months to 6 years). The 规范 asks to refer a child with any warning
 * sign for further assessment, so the score counts the signs and any sign is the referral band.
 */

/** Visit ages in months where the 规范 screens the warning signs (3, 6, 8, 12, 18, 24, 30 months; 3-6 years). */
export const CHILD_VISIT_AGES = [3, 6, 8, 12, 18, 24, 30, 36, 48, 60, 72] as const;
export type ChildVisitAge = (typeof CHILD_VISIT_AGES)[number];
/** The 规范 covers children until their 7th birthday. */
export const CHILD_HEALTH_MAX_MONTHS = 84;

/**
 * The visit age of a child of `months` completed months: the latest visit age not after it; null
 * before 3 months (the first screening visit) and from 7 years (outside the 规范).
 */
export function childVisitAge(months: number | null): ChildVisitAge | null {
  if (months === null || months < CHILD_VISIT_AGES[0] || months >= CHILD_HEALTH_MAX_MONTHS) return null;
  let age: ChildVisitAge = CHILD_VISIT_AGES[0];
  for (const a of CHILD_VISIT_AGES) if (a <= months) age = a;
  return age;
}

export const childVisitLabel = (age: number): string => (age < 36 ? `${age}月龄` : `${age / 12}岁`);

/** 儿童心理行为发育问题预警征象 of each visit age (the 规范's 发育评估). */
const WARNING_SIGNS: Record<ChildVisitAge, [string, string, string, string]> = {
  3: ['对很大声音没有反应', '逗引时不发音或不会微笑', '不注视人脸，不追视移动人或物品', '俯卧时不会抬头'],
  6: ['发音少，不会笑出声', '不会伸手抓物', '紧握拳松不开', '不能扶坐'],
  8: ['听到声音无应答', '不会区分生人和熟人', '双手间不会传递玩具', '不会独坐'],
  12: ['呼唤名字无反应', '不会模仿“再见”或“欢迎”动作', '不会用拇食指对捏小物品', '不会扶物站立'],
  18: ['不会有意识叫“爸爸”或“妈妈”', '不会按要求指人或物', '与人无目光交流', '不会独走'],
  24: ['不会说3个物品的名称', '不会按吩咐做简单事情', '不会用勺吃饭', '不会扶栏上楼梯/台阶'],
  30: ['不会说2～3个字的短语', '兴趣单一、刻板', '不会示意大小便', '不会跑'],
  36: ['不会说自己的名字', '不会玩“拿棍当马骑”等假想游戏', '不会模仿画圆', '不会双脚跳'],
  48: ['不会说带形容词的句子', '不能按要求等待或轮流', '不会独立穿衣', '不会单脚站立'],
  60: ['不能简单叙说事情经过', '不知道自己的性别', '不会用筷子吃饭', '不会单脚跳'],
  72: ['不会表达自己的感受或想法', '不会玩角色扮演的集体游戏', '不会画方形', '不会奔跑'],
};

/** The "none of these" option of a warning-sign item (scores nothing). */
export const CHILD_NO_SIGN = 0;

const warningItem = (age: ChildVisitAge) => {
  const options: ItemOption[] = WARNING_SIGNS[age].map((label, i) => ({ label, value: i + 1, score: 1 }));
  options.push({ label: '以上情况都没有', value: CHILD_NO_SIGN, score: 0 });
  return {
    key: `warn${age}`,
    type: ITEM_TYPE.multi,
    require: true,
    content: `孩子（${childVisitLabel(age)}）是否有以下情况（可多选）`,
    options,
    showIf: { key: 'age', op: '=' as const, value: age },
  };
};

export const CHILD_HEALTH: QuestionnaireDefinition = {
  code: 'child-health',
  name: '0～6岁儿童健康问询',
  group: '儿童健康',
  intro:
    '请家长根据孩子近期的实际情况填写。发育情况按孩子当前的随访月龄提问，结果供儿童保健医生参考，不能代替体格检查和发育评估。',
  source:
    '国家基本公共卫生服务规范（第三版）：0～6岁儿童健康管理服务规范，儿童健康检查记录表（问询、发育评估：儿童心理行为发育问题预警征象）',
  sections: [
    {
      title: '基本情况',
      items: [
        {
          key: 'age',
          type: ITEM_TYPE.single,
          require: true,
          content: '随访月龄',
          hint: '已按孩子的出生日期选好，如不符请修改',
          options: CHILD_VISIT_AGES.map((a) => ({ label: childVisitLabel(a), value: a })),
        },
      ],
    },
    {
      title: '问询',
      items: [
        {
          key: 'feeding',
          type: ITEM_TYPE.single,
          require: true,
          content: '喂养方式',
          options: [
            { label: '纯母乳喂养', value: 1 },
            { label: '混合喂养', value: 2 },
            { label: '人工喂养', value: 3 },
          ],
          showIf: { key: 'age', op: '<=', value: 8 },
        },
        {
          key: 'outdoor',
          type: ITEM_TYPE.number,
          require: true,
          content: '每日户外活动',
          unit: '小时',
          min: 0,
          max: 24,
          showIf: { key: 'age', op: '<=', value: 30 },
        },
        {
          key: 'vitaminD',
          type: ITEM_TYPE.number,
          require: true,
          content: '每日服用维生素D',
          unit: 'IU',
          min: 0,
          max: 2000,
          hint: '未服用请填0',
          showIf: { key: 'age', op: '<=', value: 30 },
        },
        {
          key: 'illness',
          type: ITEM_TYPE.multi,
          require: true,
          content: '两次随访间患病情况',
          options: [
            { label: '未患病', value: 0 },
            { label: '肺炎', value: 1 },
            { label: '腹泻', value: 2 },
            { label: '外伤', value: 3 },
            { label: '其他', value: 4 },
          ],
        },
        {
          key: 'illnessOther',
          type: ITEM_TYPE.text,
          require: true,
          content: '其他疾病',
          showIf: { key: 'illness', op: '=', value: 4 },
        },
      ],
    },
    { title: '发育评估', items: CHILD_VISIT_AGES.map(warningItem) },
  ],
  scoring: {
    method: 'sum',
    items: CHILD_VISIT_AGES.map((a) => `warn${a}`),
    min: 0,
    max: 4,
    unit: '项',
    bands: [
      {
        min: 0,
        max: 0,
        level: '未见发育预警征象',
        tone: 'normal',
        text: '本次问询未发现该月龄的发育预警征象。',
        advice: '请按时带孩子到社区卫生服务中心进行健康检查和发育评估。',
      },
      {
        min: 1,
        max: 4,
        level: '有发育预警征象',
        tone: 'abnormal',
        text: '孩子出现了该月龄的发育预警征象（计数为出现的征象数），提示可能存在发育偏异。',
        advice: '按规范，出现任一预警征象应进一步评估：请尽快到儿童保健门诊或上级医疗机构就诊。',
      },
    ],
  },
};
