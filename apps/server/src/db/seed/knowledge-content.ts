/**
 * Demo knowledge written for Kanghu (no copied text). The medical statements follow the sources
 * cited in docs/decisions.md ("Knowledge and courses"): 中国高血压防治指南（2018年修订版）,
 * 中国2型糖尿病防治指南（2020年版）, 中国居民膳食指南（2022）, 国家免疫规划疫苗儿童免疫程序.
 */
import questions from './knowledge-questions.json' with { type: 'json' };

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

/** The exam questions of the three demo courses, kept as data in knowledge-questions.json. */
export const BP_QUESTIONS = questions.bp as SeedQuestion[];
export const DIABETES_QUESTIONS = questions.diabetes as SeedQuestion[];
export const CHILD_QUESTIONS = questions.child as SeedQuestion[];
