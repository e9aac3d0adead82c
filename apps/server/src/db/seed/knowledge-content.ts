/**
 * Demo knowledge written for Kanghu (no copied text). The medical statements follow the sources
 * cited in docs/decisions.md ("Knowledge and courses"): 中国高血压防治指南（2018年修订版）,
 * 中国2型糖尿病防治指南（2020年版）, 中国居民膳食指南（2022）, 国家免疫规划疫苗儿童免疫程序.
 */
export interface SeedQuestion {
  stem: string;
  kind: 'single' | 'multiple';
  options: string[];
  answer: number[];
  score: number;
  explanation: string;
}

export const BP_TEXT = `<h3>测量前</h3><p>测量前30分钟内不喝咖啡、浓茶，不吸烟，排空膀胱，在有靠背的椅子上安静坐5分钟。</p>
<h3>测量时</h3><p>上臂裸露，袖带下缘在肘窝上方2～3厘米，袖带与心脏保持同一高度；测量过程中不说话、不活动。</p>
<p>每次连续测2～3遍，间隔1分钟，取平均值。建议每天早晨起床后1小时内（服药前、早餐前）和晚上睡前各测一次。</p>
<h3>记录与复诊</h3><p>把每次的数值和时间记下来，复诊时带给医生。家庭自测血压平均值达到或超过135/85 mmHg，应及时就诊。</p>`;

export const DIET_TEXT = `<h3>主食定量，粗细搭配</h3><p>每餐主食大约一拳头大小，其中三分之一换成燕麦、糙米、杂豆等全谷物，餐后血糖升得更慢。</p>
<h3>先吃菜，再吃肉，最后吃饭</h3><p>调整进餐顺序，多吃深色蔬菜，每天蔬菜约500克。水果放在两餐之间少量吃。</p>
<h3>少油少盐</h3><p>烹调以蒸、煮、炖、拌为主，少吃油炸食品和含糖饮料。</p>
<p>饮食调整应在医生或营养师指导下进行，正在使用胰岛素或降糖药的人，不要自行大幅减少主食，以免发生低血糖。</p>`;

export const FEEDING_TEXT = `<h3>0～6个月：纯母乳喂养</h3><p>婴儿出生后尽早开奶，按需哺乳。6个月内纯母乳喂养，不需要额外喂水。</p>
<h3>满6个月：开始添加辅食</h3><p>从富含铁的泥糊状食物开始，如强化铁米粉、肉泥，每次只添加一种新食物，观察2～3天无不适再加下一种。</p>
<p>1岁以内的辅食不加盐、糖和调味品。继续母乳喂养到2岁或以上。</p>`;

export const VACCINE_TEXT = `<h3>按时接种</h3><p>国家免疫规划疫苗免费接种。乙肝疫苗第1剂在出生后24小时内接种，卡介苗在出生时接种，之后按接种证上的时间到社区接种门诊完成。</p>
<h3>接种前后</h3><p>接种前告知医生孩子近期的健康情况；接种后在接种点留观30分钟。接种部位24小时内保持干燥。</p>
<p>出现持续高热、精神差等情况，及时就医并告知接种医生。</p>`;

export const BP_QUESTIONS: SeedQuestion[] = [
  {
    stem: '在未使用降压药的情况下，非同日3次测量诊室血压，达到多少可诊断为高血压？',
    kind: 'single',
    options: ['≥120/80 mmHg', '≥130/85 mmHg', '≥140/90 mmHg', '≥160/100 mmHg'],
    answer: [2],
    score: 20,
    explanation: '诊室血压收缩压≥140 mmHg和（或）舒张压≥90 mmHg。',
  },
  {
    stem: '家庭自测血压的平均值达到多少，提示血压偏高、需要就诊？',
    kind: 'single',
    options: ['≥125/75 mmHg', '≥135/85 mmHg', '≥145/95 mmHg'],
    answer: [1],
    score: 20,
    explanation: '家庭血压的诊断界值为135/85 mmHg，低于诊室血压的140/90 mmHg。',
  },
  {
    stem: '测量血压前，应安静坐着休息至少多长时间？',
    kind: 'single',
    options: ['1分钟', '5分钟', '30分钟'],
    answer: [1],
    score: 20,
    explanation: '安静休息至少5分钟后再测。',
  },
  {
    stem: '成年人每天食盐摄入量建议不超过多少克？',
    kind: 'single',
    options: ['5克', '8克', '10克', '12克'],
    answer: [0],
    score: 20,
    explanation: '中国居民膳食指南（2022）建议成人每天食盐不超过5克。',
  },
  {
    stem: '以下哪些做法有助于控制血压？（多选）',
    kind: 'multiple',
    options: ['减少钠盐摄入', '规律进行有氧运动', '血压正常后自行停药', '戒烟限酒'],
    answer: [0, 1, 3],
    score: 20,
    explanation: '降压药不能自行停用，调整用药须遵医嘱。',
  },
];

export const DIABETES_QUESTIONS: SeedQuestion[] = [
  {
    stem: '有典型糖尿病症状时，空腹血糖达到多少可诊断糖尿病？',
    kind: 'single',
    options: ['≥6.1 mmol/L', '≥7.0 mmol/L', '≥11.1 mmol/L'],
    answer: [1],
    score: 20,
    explanation: '典型症状加空腹血糖≥7.0 mmol/L（或随机血糖≥11.1 mmol/L）。',
  },
  {
    stem: '大多数成年2型糖尿病患者的糖化血红蛋白（HbA1c）控制目标是？',
    kind: 'single',
    options: ['<6.0%', '<7.0%', '<9.0%'],
    answer: [1],
    score: 20,
    explanation: '一般成人HbA1c控制目标<7.0%，具体目标由医生个体化制定。',
  },
  {
    stem: '糖尿病患者血糖低于多少属于低血糖？',
    kind: 'single',
    options: ['<3.9 mmol/L', '<5.6 mmol/L', '<6.1 mmol/L'],
    answer: [0],
    score: 20,
    explanation: '接受药物治疗的糖尿病患者血糖<3.9 mmol/L即属低血糖。',
  },
  {
    stem: '成年2型糖尿病患者每周中等强度有氧运动建议至少多少分钟？',
    kind: 'single',
    options: ['60分钟', '90分钟', '150分钟'],
    answer: [2],
    score: 20,
    explanation: '每周至少150分钟，如每周5天、每天30分钟快走。',
  },
  {
    stem: '出现心慌、出冷汗、手抖等低血糖表现时，应该怎么做？（多选）',
    kind: 'multiple',
    options: ['立即吃15～20克含糖食物，如糖块或果汁', '15分钟后复测血糖', '马上加大降糖药剂量'],
    answer: [0, 1],
    score: 20,
    explanation: '先补糖、再复测；反复发生低血糖应就医调整用药。',
  },
];

export const CHILD_QUESTIONS: SeedQuestion[] = [
  {
    stem: '建议纯母乳喂养到婴儿多大？',
    kind: 'single',
    options: ['3个月', '6个月', '12个月'],
    answer: [1],
    score: 20,
    explanation: '6个月内纯母乳喂养，满6个月起添加辅食。',
  },
  {
    stem: '婴儿的第一种辅食宜选择？',
    kind: 'single',
    options: ['富含铁的泥糊状食物，如强化铁米粉', '果汁', '成人饭菜加汤汁'],
    answer: [0],
    score: 20,
    explanation: '6月龄后婴儿对铁的需要增加，首选富含铁的食物。',
  },
  {
    stem: '1岁以内婴儿的辅食中，是否需要加盐？',
    kind: 'single',
    options: ['需要，少量即可', '不需要，不加盐、糖和调味品'],
    answer: [1],
    score: 20,
    explanation: '婴幼儿喂养指南建议1岁以内辅食不加盐、糖和调味品。',
  },
  {
    stem: '乙肝疫苗第1剂应在何时接种？',
    kind: 'single',
    options: ['出生后24小时内', '满月时', '满6个月时'],
    answer: [0],
    score: 20,
    explanation: '国家免疫规划：乙肝疫苗第1剂在出生后24小时内接种。',
  },
  {
    stem: '婴儿睡觉时，以下哪些做法更安全？（多选）',
    kind: 'multiple',
    options: ['仰卧睡', '睡在硬度适中的床垫上，周围不放枕头和毛绒玩具', '趴着睡更踏实'],
    answer: [0, 1],
    score: 20,
    explanation: '仰卧睡、床面简洁可降低婴儿窒息和猝死的风险。',
  },
];
