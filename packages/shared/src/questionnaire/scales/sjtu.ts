import type { QuestionnaireDefinition } from '../types.ts';
import { choices, keyed, multi, num, SEX_OPTIONS, section, single } from './items.ts';
import { SJTU_POINTS, SJTU_SCORING, type SjtuIndexItem } from './sjtu-scoring.ts';

/** A health-index question: its options, valued 0, 1, 2, …, score the points SJTU_POINTS gives them. */
const scored = (key: SjtuIndexItem, content: string, labels: string[]) =>
  single(key, content, choices(labels, SJTU_POINTS[key]));

/** The follow-up questions ask daily smokers, those who drink at least monthly, those active on a day or more. */
const SMOKES_DAILY = { key: 'smoke', op: '=', value: 3 } as const;
const DRINKS_MONTHLY = { key: 'drink', op: '>=', value: 2 } as const;
const ACTIVE = { key: 'activeDays', op: '>=', value: 1 } as const;

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
    section('基本情况', [
      single('sex', '您的性别', SEX_OPTIONS),
      num('birthYear', '您的出生年份', '年', 1920, 2010),
      num('height', '您的身高', 'cm', 100, 230),
      num('weight', '您的体重', 'kg', 25, 250),
    ]),
    section('吸烟', [
      scored('smoke', '您目前的吸烟情况', [
        '从不吸烟',
        '以前吸烟，现在已戒烟',
        '偶尔吸烟（不是每天）',
        '每天吸烟',
      ]),
      num('cigarettes', '您平均每天吸多少支烟', '支', 1, 100, { showIf: SMOKES_DAILY }),
      scored('passive', '最近一周，您有几天在家中或工作场所闻到别人吸烟的烟味', [
        '没有',
        '1～3天',
        '4天及以上',
      ]),
    ]),
    section('饮酒', [
      scored('drink', '过去12个月，您喝酒（含啤酒、葡萄酒、白酒、黄酒等）的频率', [
        '没有喝过',
        '少于每月1次',
        '每月至少1次，但不到每周1次',
        '每周1次及以上，但不是每天',
        '几乎每天',
      ]),
      num('drinkDays', '最近30天里，您有几天喝过酒', '天', 0, 30, { showIf: DRINKS_MONTHLY }),
      single(
        'heavy',
        '最近30天里，您有几次一次喝了5杯及以上（1杯约为1听啤酒、1小杯葡萄酒或半两高度白酒）',
        choices(['没有', '1～2次', '3次及以上']),
        { showIf: DRINKS_MONTHLY },
      ),
    ]),
    section('饮食', [
      scored('vegetables', '您平均每天吃多少蔬菜（1份约为生重100克，即一个拳头大小）', [
        '不到1份',
        '1～2份',
        '3份及以上',
      ]),
      scored('fruit', '您一周有几天吃新鲜水果', ['几乎不吃', '1～3天', '4天及以上']),
      scored('salt', '与周围的人相比，您平时的口味', ['偏淡', '适中', '偏咸']),
      scored('sugaryDrinks', '您一周喝几次含糖饮料（如汽水、奶茶、果汁饮料）', [
        '几乎不喝',
        '1～3次',
        '4次及以上',
      ]),
    ]),
    section('身体活动', [
      scored(
        'activeDays',
        '一般一周里，您有几天做至少10分钟让呼吸和心跳加快的活动（如快走、骑车、干体力活、运动）',
        ['0天', '1～2天', '3～4天', '5天及以上'],
      ),
      num('activeMinutes', '在这些天里，您平均每天做这类活动多少分钟', '分钟', 10, 720, { showIf: ACTIVE }),
      scored('sitting', '一般一天里，您坐着或躺着（不算睡觉）的时间', ['不到4小时', '4～8小时', '8小时以上']),
    ]),
    section('睡眠', [
      scored('sleepHours', '最近一个月，您平均每晚睡几个小时', ['不到6小时', '6～9小时', '9小时以上']),
      scored('insomnia', '最近一个月，您是否常有入睡困难、夜里易醒或早醒', [
        '没有',
        '有，每周少于3天',
        '有，每周3天及以上',
      ]),
    ]),
    section('健康状况', [
      scored('selfRated', '总体来说，您觉得自己目前的健康状况', ['很好', '好', '一般', '差']),
      multi(
        'chronic',
        '医生是否诊断过您患有以下疾病（可多选）',
        keyed({
          htn: '高血压',
          dm: '糖尿病',
          chd: '冠心病',
          stroke: '脑卒中',
          copd: '慢阻肺',
          none: '以上都没有',
        }),
      ),
      single(
        'medication',
        '对于上述疾病，您是否按医嘱规律用药',
        choices(['规律用药', '有时漏服', '没有用药', '医生未要求用药']),
        { showIf: { key: 'chronic', op: '!=', value: 'none' } },
      ),
      single('confirm', '我确认以上回答是我本人的真实情况', [{ label: '确认', value: 1 }]),
    ]),
  ],
  scoring: SJTU_SCORING,
};
