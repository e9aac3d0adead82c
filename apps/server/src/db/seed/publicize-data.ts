/**
 * Demo publicity materials (spec 3 section 7), written for this project. Types: PUBLICIZE_TYPE_NAMES.
 * A material with `pictures` has one picture per paragraph, committed as
 * seed-assets/publicize/<pictures>-<n>.jpg (made by seed-assets/make-publicize-pictures.ts): the
 * seed stores them as uploads and puts each under its paragraph; the first is the cover.
 */
export const PUBLICIZE_MATERIALS: {
  type: number;
  title: string;
  summary: string;
  sort: number;
  paragraphs: string[];
  pictures?: string;
}[] = [
  {
    type: 1,
    title: '健康画报：高血压患者的一天',
    summary: '从清晨测血压到睡前复测，跟着画报过好控压的一天。',
    sort: 30,
    pictures: 'bp-day',
    paragraphs: [
      '早上7点：起床后先在床边坐一会儿，排尿后、服药和早餐前测量血压并记录。',
      '中午12点：午餐少盐少油，多吃蔬菜，饭后散步15分钟。',
      '下午4点：喝一杯温开水，做做伸展运动，放松心情。',
      '晚上9点：睡前再测一次血压，按时休息，保证7小时以上睡眠。',
    ],
  },
  {
    type: 1,
    title: '健康画报：糖尿病患者的餐盘',
    summary: '一半蔬菜、四分之一主食、四分之一蛋白质，吃得好也控得住。',
    sort: 20,
    pictures: 'diabetes-plate',
    paragraphs: [
      '准备一个直径约25厘米的餐盘。',
      '一半装非淀粉类蔬菜，如青菜、西兰花、黄瓜。',
      '四分之一装主食，优先选择杂粮、糙米。',
      '四分之一装鱼、禽、蛋、瘦肉或豆制品。进餐顺序：先菜、后肉、再主食。',
    ],
  },
  {
    type: 1,
    title: '健康画报：儿童七步洗手法',
    summary: '内、外、夹、弓、大、立、腕，七步洗净小手。',
    sort: 10,
    pictures: 'hand-washing',
    paragraphs: [
      '内：掌心相对，手指并拢相互揉搓。',
      '外：手心对手背，沿指缝相互揉搓，交换进行。',
      '夹：掌心相对，双手交叉沿指缝相互揉搓。',
      '弓：弯曲手指关节在另一手掌心旋转揉搓；大：一手握住另一手大拇指旋转揉搓；立：指尖在掌心揉搓；腕：揉搓手腕。每步至少15秒。',
    ],
  },
  {
    type: 2,
    title: '家庭医生签约服务宣传海报',
    summary: '签约家庭医生，健康有人管，看病更方便。',
    sort: 20,
    paragraphs: [
      '您的健康守门人：社区家庭医生团队。',
      '签约内容：健康咨询、慢病随访、预约转诊、健康体检、健康教育。',
      '签约方式：到社区卫生服务中心现场签约，或在康护App在线申请。',
    ],
  },
  {
    type: 2,
    title: '65岁以上老人免费体检宣传海报',
    summary: '每年一次免费健康体检，带上身份证空腹前来。',
    sort: 10,
    paragraphs: [
      '对象：辖区内65岁及以上常住居民。',
      '项目：体格检查、血常规、尿常规、肝肾功能、血糖、血脂、心电图、腹部B超等。',
      '提醒：体检当天早晨空腹，携带身份证或医保卡。',
    ],
  },
  {
    type: 3,
    title: '慢性病长处方服务折页',
    summary: '病情稳定的慢病患者，一次可开较长时间的常用药。',
    sort: 10,
    paragraphs: [
      '适用对象：签约家庭医生、病情稳定、需要长期服药的高血压、糖尿病等慢性病患者。',
      '办理方式：由家庭医生评估病情后开具，具体用药时长以当地医保政策为准。',
      '注意事项：长处方期间仍需按时随访和自我监测，出现不适及时就诊。',
    ],
  },
];
