import type { FollowFrequency, FollowMode } from './follow.ts';
import type { FollowDisease } from './follow-rules.ts';

/** The items a template's follow-up form asks for (the record form shows only these). */
export const FOLLOW_FORM_ITEMS = [
  'bp',
  'heartRate',
  'glucose',
  'weight',
  'symptoms',
  'dangerSigns',
  'lifestyle',
  'adherence',
  'adverseReaction',
  'hypoglycemia',
  'complication',
  'medication',
  'advice',
] as const;
export type FollowFormItem = (typeof FOLLOW_FORM_ITEMS)[number];

export interface FollowTemplateDefault {
  code: string;
  name: string;
  disease: FollowDisease | null;
  followMode: FollowMode;
  followFrequency: FollowFrequency;
  content: string;
  formItems: FollowFormItem[];
  source: string;
}

/**
 * The default templates every project has (created on first use): the two national follow-up
 * services and a general visit. Contents paraphrase the service norms' (二) 随访评估 steps.
 */
export const DEFAULT_FOLLOW_TEMPLATES: readonly FollowTemplateDefault[] = [
  {
    code: 'hbp',
    name: '高血压患者随访',
    disease: 'hbp',
    followMode: 1,
    followFrequency: 'quarterly',
    content:
      '测量血压并评估危急情况；询问上次随访以来的症状；测量体重、心率，计算体质指数；询问吸烟、饮酒、运动、摄盐等生活方式；了解服药情况；分类干预并预约下次随访。',
    formItems: [
      'bp',
      'heartRate',
      'weight',
      'symptoms',
      'dangerSigns',
      'lifestyle',
      'adherence',
      'adverseReaction',
      'complication',
      'medication',
      'advice',
    ],
    source: '国家基本公共卫生服务规范（第三版）高血压患者健康管理服务规范',
  },
  {
    code: 'dm',
    name: '2型糖尿病患者随访',
    disease: 'dm',
    followMode: 1,
    followFrequency: 'quarterly',
    content:
      '测量空腹血糖和血压并评估危急情况；询问上次随访以来的症状；测量体重，计算体质指数，检查足背动脉搏动；询问生活方式；了解服药及低血糖反应情况；分类干预并预约下次随访。',
    formItems: [
      'glucose',
      'bp',
      'heartRate',
      'weight',
      'symptoms',
      'dangerSigns',
      'lifestyle',
      'adherence',
      'adverseReaction',
      'hypoglycemia',
      'complication',
      'medication',
      'advice',
    ],
    source: '国家基本公共卫生服务规范（第三版）2型糖尿病患者健康管理服务规范',
  },
  {
    code: 'general',
    name: '一般随访',
    disease: null,
    followMode: 3,
    followFrequency: 'once',
    content: '了解近期健康状况、用药情况，给予健康指导。',
    formItems: ['bp', 'heartRate', 'weight', 'symptoms', 'adherence', 'medication', 'advice'],
    source: '本平台',
  },
];
