import { idCardCheckChar } from '@kanghu/shared';

/**
 * The people of the demo cohort (issue 11): made-up but realistic chronic-disease patients of
 * two community health centres in Hangzhou. Deterministic (a fixed-seed generator), so every
 * fresh demo database holds the same cohort.
 */

/** mulberry32: a small deterministic generator, enough for demo data. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    /** Roughly normal (sum of three uniforms), mean 0, sd ~1. */
    noise: () => (next() + next() + next() - 1.5) * 2,
  };
}
export type Gen = ReturnType<typeof generator>;

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '高',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '沈',
  '蒋',
  '蔡',
  '钱',
] as const;
const MALE_GIVEN = [
  '建国',
  '国强',
  '志明',
  '德华',
  '永康',
  '卫东',
  '文斌',
  '海涛',
  '振华',
  '学军',
  '俊杰',
  '立新',
  '明辉',
  '春生',
  '金水',
  '阿根',
  '荣发',
  '宝林',
  '福生',
  '长海',
  '家宝',
  '伟',
  '强',
  '军',
  '勇',
  '平',
  '斌',
] as const;
const FEMALE_GIVEN = [
  '秀英',
  '桂兰',
  '玉梅',
  '凤英',
  '美华',
  '丽娟',
  '淑珍',
  '金凤',
  '月娥',
  '素芬',
  '彩霞',
  '慧敏',
  '雪琴',
  '爱华',
  '小红',
  '菊香',
  '巧云',
  '翠花',
  '静',
  '敏',
  '芳',
  '霞',
  '燕',
  '红',
  '萍',
  '娟',
  '琳',
] as const;

/** Hangzhou districts (GB/T 2260 codes) and streets for addresses. */
const DISTRICTS = [
  { code: '330102', name: '上城区', streets: ['清波街道劳动路', '湖滨街道平海路', '小营街道大学路'] },
  { code: '330105', name: '拱墅区', streets: ['米市巷街道湖墅南路', '和睦街道和睦路', '大关街道上塘路'] },
  { code: '330106', name: '西湖区', streets: ['北山街道曙光路', '翠苑街道文二西路', '文新街道古墩路'] },
  { code: '330108', name: '滨江区', streets: ['西兴街道江汉路', '长河街道长河路', '浦沿街道东信大道'] },
] as const;

const PHONE_PREFIXES = ['133', '135', '137', '139', '150', '152', '158', '177', '186', '189'] as const;

export interface CohortPerson {
  name: string;
  sex: 1 | 2;
  birthday: string;
  idcard: string;
  tel: string;
  address: string;
  telRelation: string;
}

/** An ID number: district, birthday, a sequence code odd for men and even for women, check character. */
export function idNumber(district: string, birthday: string, seq: number, sex: 1 | 2): string {
  const base = seq - (seq % 2) + (sex === 1 ? 1 : 0);
  const first17 = `${district}${birthday.replaceAll('-', '')}${String(base % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** A person aged mostly 45-85 on `today`; `n` keeps ID numbers and phones unique. */
export function person(g: Gen, n: number, today: Date): CohortPerson {
  const sex: 1 | 2 = g.chance(0.5) ? 1 : 2;
  const surname = g.pick(SURNAMES);
  const name = surname + (sex === 1 ? g.pick(MALE_GIVEN) : g.pick(FEMALE_GIVEN));
  const age = g.chance(0.9) ? g.int(45, 85) : g.int(30, 44);
  const year = today.getUTCFullYear() - age - 1;
  const month = g.int(1, 12);
  const day = g.int(1, 28);
  const birthday = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const district = g.pick(DISTRICTS);
  const tel = `${g.pick(PHONE_PREFIXES)}${String(57_000_000 + n * 7919)
    .padStart(8, '0')
    .slice(-8)}`;
  return {
    name,
    sex,
    birthday,
    idcard: idNumber(district.code, birthday, 100 + n * 2, sex),
    tel,
    address: `浙江省杭州市${district.name}${g.pick(district.streets)}${g.int(1, 300)}号`,
    telRelation: age >= 75 && g.chance(0.6) ? g.pick(['子女', '配偶']) : '本人',
  };
}

/** The project's patient-tag dictionary of the demo, in display order. */
export const COHORT_TAGS = [
  '重点随访',
  '独居老人',
  '行动不便',
  '签约居民',
  '新确诊',
  '血压控制不佳',
  '血糖控制不佳',
  '失能半失能',
] as const;

/** Tags that say nothing about control, given at random; the control tags follow the readings. */
export const SOCIAL_TAGS = ['重点随访', '独居老人', '行动不便', '签约居民', '失能半失能'] as const;

/** Doctors' remarks, chosen by what the patient has. */
export const REMARKS = {
  hbp: [
    '晨起血压偏高，已嘱按时服用氨氯地平，两周后复测。',
    '血压控制尚可，继续低盐饮食，每日食盐不超过5克。',
    '自述偶有头晕，建议家庭自测血压每日早晚各一次。',
  ],
  dm: [
    '空腹血糖波动较大，已调整二甲双胍用量，下次随访复查糖化血红蛋白。',
    '饮食控制欠佳，已发放糖尿病饮食指导手册。',
  ],
  other: ['老人独居，子女每周探望一次，电话随访时请联系子女。', '行动不便，需要上门随访。'],
} as const;

export const CALL_REMARKS = [
  '询问近期血压情况，提醒按时服药',
  '通知下周三来站复查',
  '家属代接，反映老人近期睡眠不好',
  '电话未接通，稍后再拨',
  '随访用药情况，无不适',
] as const;
