import { ITEM_TYPE, type QuestionnaireDefinition } from '../types.ts';

const YES_NO = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];

/**
 * A short resident health questionnaire of our own (no score: it collects, it does not rate),
 * showing conditions: smoking amount only for smokers, medication only for hypertension, and the
 * report upload only when the resident had a check-up.
 */
export const HEALTH_SURVEY: QuestionnaireDefinition = {
  code: 'health-survey',
  name: '居民健康状况问卷',
  group: '健康评估',
  intro: '请如实填写以下信息，您的家庭医生将据此为您提供健康管理建议。',
  sections: [
    {
      title: '基本信息',
      items: [
        { key: 'name', type: ITEM_TYPE.text, require: true, content: '姓名' },
        { key: 'birthday', type: ITEM_TYPE.date, require: true, content: '生日', notAfterToday: true },
        { key: 'tel', type: ITEM_TYPE.phone, require: true, content: '手机号' },
        { key: 'idcard', type: ITEM_TYPE.idcard, require: false, content: '身份证号' },
      ],
    },
    {
      title: '生活方式',
      items: [
        { key: 'smoke', type: ITEM_TYPE.single, require: true, content: '是否吸烟', options: YES_NO },
        {
          key: 'cigarettes',
          type: ITEM_TYPE.number,
          require: true,
          content: '每天吸烟量',
          unit: '支',
          min: 1,
          max: 100,
          showIf: { key: 'smoke', op: '=', value: 1 },
        },
        {
          key: 'exercise',
          type: ITEM_TYPE.single,
          require: true,
          content: '每周运动次数',
          options: [
            { label: '几乎不运动', value: 0 },
            { label: '1～2次', value: 1 },
            { label: '3次及以上', value: 3 },
          ],
        },
        {
          key: 'weight',
          type: ITEM_TYPE.number,
          require: false,
          content: '体重',
          unit: 'kg',
          min: 20,
          max: 300,
        },
      ],
    },
    {
      title: '健康状况',
      items: [
        {
          key: 'chronic',
          type: ITEM_TYPE.multi,
          require: true,
          content: '已确诊的慢性病',
          options: [
            { label: '高血压', value: 'htn' },
            { label: '糖尿病', value: 'dm' },
            { label: '冠心病', value: 'chd' },
            { label: '慢阻肺', value: 'copd' },
            { label: '以上都没有', value: 'none' },
          ],
        },
        {
          key: 'htnDrug',
          type: ITEM_TYPE.single,
          require: true,
          content: '是否规律服用降压药',
          options: YES_NO,
          showIf: { key: 'chronic', op: '=', value: 'htn' },
        },
        {
          key: 'symptoms',
          type: ITEM_TYPE.matrix,
          require: false,
          content: '近一个月以下症状出现的频率',
          rows: [
            { key: 'dizzy', label: '头晕' },
            { key: 'chest', label: '胸闷' },
            { key: 'breath', label: '气短' },
          ],
          options: [
            { label: '从不', value: 0 },
            { label: '偶尔', value: 1 },
            { label: '经常', value: 2 },
          ],
        },
        {
          key: 'selfRated',
          type: ITEM_TYPE.scale,
          require: true,
          content: '您给自己的健康状况打几分',
          min: 0,
          max: 10,
          step: 1,
          minLabel: '很差',
          maxLabel: '很好',
        },
        {
          key: 'checkup',
          type: ITEM_TYPE.date,
          require: false,
          content: '最近一次体检日期',
          notAfterToday: true,
        },
        {
          key: 'report',
          type: ITEM_TYPE.image,
          require: false,
          content: '体检报告照片',
          showIf: { key: 'checkup', op: 'exists' },
        },
        { key: 'thanks', type: ITEM_TYPE.note, content: '感谢您的填写！提交后您的家庭医生会查看。' },
      ],
    },
  ],
};
