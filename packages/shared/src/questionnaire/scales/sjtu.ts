import { ITEM_TYPE, type ItemOption, type QuestionnaireDefinition } from '../types.ts';
import { SJTU_SCORING } from './sjtu-scoring.ts';

/** Options valued 0, 1, 2, … in order, with the health-index points of each when given. */
const choices = (labels: string[], scores?: number[]): ItemOption[] =>
  labels.map((label, value) => (scores ? { label, value, score: scores[value] ?? 0 } : { label, value }));

/**
 * The sjtu health-status and lifestyle study questionnaire (spec 1 section 2.4, spec 2 section 4:
 * 23 questions). The topics and answer categories follow published survey instruments, named in
 * `source`; every question text is our own wording (nothing copied). The health index is the
 * programme's own summary of twelve lifestyle answers (0-100), NOT a validated clinical score:
 * the definition, the result screen and docs/decisions.md say so.
 *
 * Conditions: cigarettes per day only for daily smokers; drinking days and heavy drinking only for
 * those who drink at least monthly; minutes of activity only for those active on one day or more;
 * medication only for those who report a chronic disease.
 */
export const SJTU_STUDY_CODE = 'sjtu-study';

export const SJTU_STUDY: QuestionnaireDefinition = {
  code: SJTU_STUDY_CODE,
  name: '健康状况与生活方式调查',
  group: '健康研究',
  intro: '本问卷共23题，约需5分钟。请根据您最近的实际情况作答，答案会自动保存，换一部手机登录也可以接着答。',
  source:
    '题目主题与答案分类参考：世界卫生组织慢性病危险因素监测问卷（WHO STEPS，烟草、饮酒、饮食模块）、' +
    '全球身体活动问卷（WHO GPAQ 第2版）、中国慢性病前瞻性研究（China Kadoorie Biobank）基线调查问卷' +
    '（吸烟、睡眠、自评健康、既往疾病）；题目措辞为本项目自拟。健康指数是本项目自定的生活方式汇总分，' +
    '不是经过验证的临床评分，不能用于诊断。',
  sections: [
    {
      title: '基本情况',
      items: [
        {
          key: 'sex',
          type: ITEM_TYPE.single,
          require: true,
          content: '您的性别',
          options: [
            { label: '男', value: 1 },
            { label: '女', value: 2 },
          ],
        },
        {
          key: 'birthYear',
          type: ITEM_TYPE.number,
          require: true,
          content: '您的出生年份',
          unit: '年',
          min: 1920,
          max: 2010,
        },
        {
          key: 'height',
          type: ITEM_TYPE.number,
          require: true,
          content: '您的身高',
          unit: 'cm',
          min: 100,
          max: 230,
        },
        {
          key: 'weight',
          type: ITEM_TYPE.number,
          require: true,
          content: '您的体重',
          unit: 'kg',
          min: 25,
          max: 250,
        },
      ],
    },
    {
      title: '吸烟',
      items: [
        {
          key: 'smoke',
          type: ITEM_TYPE.single,
          require: true,
          content: '您目前的吸烟情况',
          options: choices(
            ['从不吸烟', '以前吸烟，现在已戒烟', '偶尔吸烟（不是每天）', '每天吸烟'],
            [15, 10, 5, 0],
          ),
        },
        {
          key: 'cigarettes',
          type: ITEM_TYPE.number,
          require: true,
          content: '您平均每天吸多少支烟',
          unit: '支',
          min: 1,
          max: 100,
          showIf: { key: 'smoke', op: '=', value: 3 },
        },
        {
          key: 'passive',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近一周，您有几天在家中或工作场所闻到别人吸烟的烟味',
          options: choices(['没有', '1～3天', '4天及以上'], [5, 3, 0]),
        },
      ],
    },
    {
      title: '饮酒',
      items: [
        {
          key: 'drink',
          type: ITEM_TYPE.single,
          require: true,
          content: '过去12个月，您喝酒（含啤酒、葡萄酒、白酒、黄酒等）的频率',
          options: choices(
            [
              '没有喝过',
              '少于每月1次',
              '每月至少1次，但不到每周1次',
              '每周1次及以上，但不是每天',
              '几乎每天',
            ],
            [15, 12, 8, 3, 0],
          ),
        },
        {
          key: 'drinkDays',
          type: ITEM_TYPE.number,
          require: true,
          content: '最近30天里，您有几天喝过酒',
          unit: '天',
          min: 0,
          max: 30,
          showIf: { key: 'drink', op: '>=', value: 2 },
        },
        {
          key: 'heavy',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近30天里，您有几次一次喝了5杯及以上（1杯约为1听啤酒、1小杯葡萄酒或半两高度白酒）',
          options: choices(['没有', '1～2次', '3次及以上']),
          showIf: { key: 'drink', op: '>=', value: 2 },
        },
      ],
    },
    {
      title: '饮食',
      items: [
        {
          key: 'vegetables',
          type: ITEM_TYPE.single,
          require: true,
          content: '您平均每天吃多少蔬菜（1份约为生重100克，即一个拳头大小）',
          options: choices(['不到1份', '1～2份', '3份及以上'], [0, 4, 8]),
        },
        {
          key: 'fruit',
          type: ITEM_TYPE.single,
          require: true,
          content: '您一周有几天吃新鲜水果',
          options: choices(['几乎不吃', '1～3天', '4天及以上'], [0, 2, 4]),
        },
        {
          key: 'salt',
          type: ITEM_TYPE.single,
          require: true,
          content: '与周围的人相比，您平时的口味',
          options: choices(['偏淡', '适中', '偏咸'], [6, 3, 0]),
        },
        {
          key: 'sugaryDrinks',
          type: ITEM_TYPE.single,
          require: true,
          content: '您一周喝几次含糖饮料（如汽水、奶茶、果汁饮料）',
          options: choices(['几乎不喝', '1～3次', '4次及以上'], [4, 2, 0]),
        },
      ],
    },
    {
      title: '身体活动',
      items: [
        {
          key: 'activeDays',
          type: ITEM_TYPE.single,
          require: true,
          content: '一般一周里，您有几天做至少10分钟让呼吸和心跳加快的活动（如快走、骑车、干体力活、运动）',
          options: choices(['0天', '1～2天', '3～4天', '5天及以上'], [0, 5, 10, 15]),
        },
        {
          key: 'activeMinutes',
          type: ITEM_TYPE.number,
          require: true,
          content: '在这些天里，您平均每天做这类活动多少分钟',
          unit: '分钟',
          min: 10,
          max: 720,
          showIf: { key: 'activeDays', op: '>=', value: 1 },
        },
        {
          key: 'sitting',
          type: ITEM_TYPE.single,
          require: true,
          content: '一般一天里，您坐着或躺着（不算睡觉）的时间',
          options: choices(['不到4小时', '4～8小时', '8小时以上'], [5, 3, 0]),
        },
      ],
    },
    {
      title: '睡眠',
      items: [
        {
          key: 'sleepHours',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近一个月，您平均每晚睡几个小时',
          options: choices(['不到6小时', '6～9小时', '9小时以上'], [0, 8, 4]),
        },
        {
          key: 'insomnia',
          type: ITEM_TYPE.single,
          require: true,
          content: '最近一个月，您是否常有入睡困难、夜里易醒或早醒',
          options: choices(['没有', '有，每周少于3天', '有，每周3天及以上'], [5, 3, 0]),
        },
      ],
    },
    {
      title: '健康状况',
      items: [
        {
          key: 'selfRated',
          type: ITEM_TYPE.single,
          require: true,
          content: '总体来说，您觉得自己目前的健康状况',
          options: choices(['很好', '好', '一般', '差'], [10, 7, 4, 0]),
        },
        {
          key: 'chronic',
          type: ITEM_TYPE.multi,
          require: true,
          content: '医生是否诊断过您患有以下疾病（可多选）',
          options: [
            { label: '高血压', value: 'htn' },
            { label: '糖尿病', value: 'dm' },
            { label: '冠心病', value: 'chd' },
            { label: '脑卒中', value: 'stroke' },
            { label: '慢阻肺', value: 'copd' },
            { label: '以上都没有', value: 'none' },
          ],
        },
        {
          key: 'medication',
          type: ITEM_TYPE.single,
          require: true,
          content: '对于上述疾病，您是否按医嘱规律用药',
          options: choices(['规律用药', '有时漏服', '没有用药', '医生未要求用药']),
          showIf: { key: 'chronic', op: '!=', value: 'none' },
        },
        {
          key: 'confirm',
          type: ITEM_TYPE.single,
          require: true,
          content: '我确认以上回答是我本人的真实情况',
          options: [{ label: '确认', value: 1 }],
        },
      ],
    },
  ],
  scoring: SJTU_SCORING,
};
