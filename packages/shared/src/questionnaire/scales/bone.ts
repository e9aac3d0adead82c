import { ITEM_TYPE, type QuestionnaireDefinition } from '../types.ts';

const YES_NO = [
  { label: '是', value: 1, score: 1 },
  { label: '否', value: 0, score: 0 },
];

const SEX = { male: 1, female: 2 } as const;

const yesNo = (key: string, content: string, sex?: number) => ({
  key,
  type: ITEM_TYPE.single,
  require: true,
  content,
  options: YES_NO,
  ...(sex === undefined ? {} : { showIf: { key: 'sex', op: '=' as const, value: sex } }),
});

/**
 * IOF One-Minute Osteoporosis Risk Test (International Osteoporosis Foundation), 19 yes/no questions,
 * in the Chinese wording of 中华医学会骨质疏松和骨矿盐疾病分会《原发性骨质疏松症诊疗指南（2017）》
 * (中华骨质疏松和骨矿盐疾病杂志 2017;10(5):413-443), 表3 "国际骨质疏松基金会（IOF）骨质疏松风险一分钟
 * 测试题". The guideline's reading: any 是 is positive (a risk of osteoporosis) and calls for a bone
 * density test or a FRAX assessment; the guideline recommends it, with OSTA, as the first screen.
 * Questions 11-13 are for women and 14 for men (the sex item shows them). The total counts the
 * risk factors; only 0 vs >= 1 is the published reading.
 */
export const IOF_ONE_MINUTE: QuestionnaireDefinition = {
  code: 'iof-osteoporosis',
  name: '骨质疏松风险一分钟测试（IOF）',
  group: '骨质疏松',
  intro: '以下问题用于初步了解您是否存在骨质疏松的风险因素，请根据实际情况回答“是”或“否”。',
  source:
    '国际骨质疏松基金会（IOF）骨质疏松风险一分钟测试题；中华医学会骨质疏松和骨矿盐疾病分会《原发性骨质疏松症诊疗指南（2017）》表3',
  sections: [
    {
      title: '',
      items: [
        {
          key: 'sex',
          type: ITEM_TYPE.single,
          require: true,
          content: '您的性别',
          options: [
            { label: '男', value: SEX.male },
            { label: '女', value: SEX.female },
          ],
        },
      ],
    },
    {
      title: '不可控因素',
      items: [
        yesNo('q1', '1. 父母曾被诊断有骨质疏松或曾在轻摔后骨折？'),
        yesNo('q2', '2. 父母中一人有驼背？'),
        yesNo('q3', '3. 实际年龄超过40岁？'),
        yesNo('q4', '4. 是否成年后因为轻摔后发生骨折？'),
        yesNo('q5', '5. 是否经常摔倒（去年超过一次），或因为身体较虚弱而担心摔倒？'),
        yesNo('q6', '6. 40岁后的身高是否减少超过3 cm以上？'),
        yesNo('q7', '7. 是否体重过轻？（BMI值少于19 kg/m²）'),
        yesNo(
          'q8',
          '8. 是否曾服用类固醇激素（例如可的松、泼尼松）连续超过3个月？（可的松通常用于治疗哮喘、类风湿关节炎和某些炎性疾病）',
        ),
        yesNo('q9', '9. 是否患有类风湿关节炎？'),
        yesNo(
          'q10',
          '10. 是否被诊断出有甲状腺功能亢进或是甲状旁腺功能亢进、1型糖尿病、克罗恩病或乳糜泻等胃肠疾病或营养不良？',
        ),
        yesNo('q11', '11. 是否在45岁或以前就停经？', SEX.female),
        yesNo('q12', '12. 除了怀孕、绝经或子宫切除外，是否曾停经超过12个月？', SEX.female),
        yesNo('q13', '13. 是否在50岁前切除卵巢又没有服用雌/孕激素补充剂？', SEX.female),
        yesNo('q14', '14. 是否出现过阳痿、性欲减退或其他雄激素过低的相关症状？', SEX.male),
      ],
    },
    {
      title: '生活方式（可控因素）',
      items: [
        yesNo(
          'q15',
          '15. 是否经常大量饮酒（每天饮用超过两单位的乙醇，相当于啤酒1斤、葡萄酒3两或烈性酒1两）？',
        ),
        yesNo('q16', '16. 目前习惯吸烟，或曾经吸烟？'),
        yesNo('q17', '17. 每天运动量少于30分钟？（包括做家务、走路和跑步等）'),
        yesNo('q18', '18. 是否不能食用乳制品，又没有服用钙片？'),
        yesNo('q19', '19. 每天从事户外活动时间是否少于10分钟，又没有服用维生素D？'),
      ],
    },
  ],
  scoring: {
    method: 'sum',
    min: 0,
    max: 19,
    unit: '项',
    bands: [
      {
        min: 0,
        max: 0,
        level: '未发现风险因素',
        tone: 'normal',
        text: '您的回答中没有“是”，暂未发现骨质疏松的风险因素。',
        advice: '保持均衡饮食、充足日照和规律运动，40岁以后定期关注骨骼健康。',
      },
      {
        min: 1,
        max: 19,
        level: '存在骨质疏松风险',
        tone: 'attention',
        text: '您的回答中有“是”，提示存在骨质疏松的风险因素（计数为回答“是”的题数）。',
        advice: '建议进行骨密度检查或骨折风险评估（可继续填写骨折风险评估），并咨询医生。',
      },
    ],
  },
};
