/** The circle demo text (written for Kanghu; no copied text). Authors are usernames or tels. */

export const CIRCLE_AUTHORS = [
  { username: 'circle_lao_zhou', name: '周建国', nick: '老周爱散步' },
  { username: 'circle_tang_mama', name: '林小梅', nick: '控糖的林阿姨' },
  { username: 'circle_bao_ma', name: '何静', nick: '豆豆妈妈' },
  { username: 'circle_new_dad', name: '吴磊', nick: '新手奶爸' },
] as const;

export const CIRCLES = [
  {
    name: '高血压之家',
    intro: '测血压、调药、饮食运动，和病友一起把血压稳下来。',
    color: '#e4572e',
    keywords: ['晨峰血压', '降压药', '低盐饮食', '家庭血压监测'],
  },
  {
    name: '糖友互助',
    intro: '血糖监测、饮食搭配和运动经验交流，医生定期答疑。',
    color: '#2e86ab',
    keywords: ['餐后血糖', '糖化血红蛋白', '胰岛素', '主食替换'],
  },
  {
    name: '宝妈育儿',
    intro: '喂养、睡眠、疫苗和生长发育，宝妈宝爸互相支招。',
    color: '#f29e4c',
    keywords: ['辅食添加', '夜醒', '疫苗接种', '身高体重'],
  },
  {
    name: '呼吸健康俱乐部',
    intro: '慢阻肺、哮喘患者的呼吸训练与用药交流。',
    color: '#59a96a',
    keywords: ['吸入剂', '缩唇呼吸', '肺康复'],
  },
] as const;

export interface SeedAnswer {
  by: string;
  content: string;
  hoursAgo: number;
  accepted?: boolean;
  state?: 'pending' | 'passed';
}

export interface SeedPost {
  key?: string;
  type: 'question' | 'story' | 'answer';
  by: string;
  circles: readonly string[];
  title?: string;
  content: string;
  hoursAgo: number;
  top?: boolean;
  accepted?: boolean;
  state?: 'pending' | 'passed';
  images?: readonly (readonly [string, string])[];
  answers?: readonly SeedAnswer[];
  comments?: readonly { by: string; content: string; hoursAgo: number; state?: 'pending' | 'passed' }[];
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    key: 'morning-bp',
    type: 'question',
    by: '13800000001',
    circles: ['高血压之家'],
    title: '早上起床血压总是偏高，正常吗？',
    content:
      '最近一个月早上六点多量血压经常在150/95左右，下午和晚上都在130/80上下。一直吃着降压药，需不需要调整吃药时间？',
    hoursAgo: 72,
    top: true,
    answers: [
      {
        by: 'doctor01',
        content:
          '这种情况叫“晨峰血压”，清晨血压升高和心脑血管事件关系比较密切。建议连续一周早晚各测两次并记录，复诊时带上记录，由医生评估是否改用长效药物或调整服药时间，不要自行加量。',
        hoursAgo: 70,
        accepted: true,
      },
      {
        by: 'circle_lao_zhou',
        content: '我以前也是这样，后来医生让我改成长效药，现在早上基本在135以下了。',
        hoursAgo: 66,
      },
    ],
    comments: [
      { by: 'circle_tang_mama', content: '学到了，原来早上血压高还有专门的说法。', hoursAgo: 60 },
      { by: '13800000009', content: '请问测之前要先上厕所吗？', hoursAgo: 3, state: 'pending' },
    ],
  },
  {
    type: 'question',
    by: 'circle_lao_zhou',
    circles: ['高血压之家'],
    title: '低盐饮食每天到底吃多少盐合适？',
    content: '老伴做菜口味重，我想控制一下盐，不知道一天的量怎么把握，酱油算不算？',
    hoursAgo: 50,
    answers: [
      {
        by: 'doctor02',
        content:
          '《中国居民膳食指南（2022）》建议成年人每天食盐不超过5克，大约一个啤酒瓶盖去掉胶垫的量。酱油、蚝油、咸菜、挂面里都含盐，10毫升酱油约含1.5克盐，要一起算进去。可以用限盐勺，出锅前再放盐。',
        hoursAgo: 48,
      },
    ],
    comments: [{ by: '13800000001', content: '限盐勺这个办法好，我家也准备买一个。', hoursAgo: 40 }],
  },
  {
    type: 'question',
    by: 'circle_tang_mama',
    circles: ['糖友互助'],
    title: '餐后两小时血糖9点多，需要加药吗？',
    content: '空腹血糖6.5左右，午饭后两小时测了几次都在9.2到9.8之间，平时吃二甲双胍。',
    hoursAgo: 40,
    answers: [
      {
        by: 'doctor01',
        content:
          '餐后两小时血糖一般建议控制在10以下，具体目标要结合年龄和并发症情况。先看看主食的量和种类，吃饭顺序改成先菜后肉最后主食，饭后散步二三十分钟，两周后再复测；如果糖化血红蛋白仍高于7%，再由医生决定是否调整用药。',
        hoursAgo: 38,
      },
      {
        by: 'circle_lao_zhou',
        content: '我家老伴饭后去楼下走两圈，餐后血糖能低一点。',
        hoursAgo: 20,
        state: 'pending',
      },
    ],
  },
  {
    type: 'question',
    by: 'circle_bao_ma',
    circles: ['宝妈育儿'],
    title: '宝宝七个月夜里醒三四次怎么办？',
    content: '白天睡两觉，晚上八点半入睡，但每晚要醒三四次，每次都要喂奶才能睡着，是不是饿的？',
    hoursAgo: 30,
    answers: [
      {
        by: 'doctor02',
        content:
          '七个月的宝宝夜里醒一两次比较常见，醒了就喂容易形成“奶睡”习惯。可以固定睡前程序（洗澡、换睡衣、讲故事），白天保证辅食和奶量，夜醒时先安抚、等一等，不要马上抱起喂奶。如果伴有打鼾、出汗多或体重增长慢，请到儿保门诊检查。',
        hoursAgo: 28,
      },
      { by: 'circle_new_dad', content: '我们家也是这样，坚持睡前程序两周后好多了。', hoursAgo: 12 },
    ],
  },
  {
    type: 'question',
    by: 'circle_new_dad',
    circles: ['宝妈育儿'],
    title: '一岁宝宝可以喝鲜牛奶了吗？',
    content: '宝宝刚满一岁，奶粉快吃完了，想问问能不能直接换成超市的鲜牛奶。',
    hoursAgo: 8,
  },
  {
    type: 'question',
    by: '13800000009',
    circles: ['呼吸健康俱乐部'],
    title: '吸入剂用完要漱口吗？',
    content: '家里老人刚开始用含激素的吸入剂，说明书写要漱口，是每次都要吗？',
    hoursAgo: 5,
    state: 'pending',
  },
  {
    key: 'walk-story',
    type: 'story',
    by: 'circle_tang_mama',
    circles: ['糖友互助'],
    title: '控糖一年，我的糖化从8.6降到了6.5',
    content:
      '去年体检查出糖尿病，糖化血红蛋白8.6。这一年我把白米饭换成杂粮饭，每顿先吃一碗青菜，晚饭后和老伴快走四十分钟，每周记三天血糖。上个月复查糖化6.5，医生说可以继续保持。想告诉刚确诊的糖友：不要怕，慢慢来，坚持记录最重要。',
    hoursAgo: 26,
    top: true,
    images: [
      ['杂粮饭', '#8c6a4f'],
      ['晚饭后快走', '#2e86ab'],
    ],
    comments: [
      { by: '13800000001', content: '太厉害了，杂粮饭是怎么搭配的？', hoursAgo: 20 },
      { by: 'circle_lao_zhou', content: '坚持就是胜利，为你点赞！', hoursAgo: 18 },
      { by: 'circle_new_dad', content: '分享一个控糖食谱网站给大家参考。', hoursAgo: 2, state: 'pending' },
    ],
  },
  {
    type: 'story',
    by: 'circle_lao_zhou',
    circles: ['高血压之家'],
    title: '戒烟三年，血压稳住了',
    content:
      '抽了三十年烟，三年前查出高血压后下决心戒了。头两个月最难熬，我就随身带着无糖口香糖，想抽的时候去楼下走一圈。现在每天早晚量血压，基本都在130/80左右，爬楼梯也不喘了。',
    hoursAgo: 90,
    images: [['血压记录本', '#e4572e']],
  },
  {
    type: 'story',
    by: 'circle_bao_ma',
    circles: ['宝妈育儿'],
    title: '豆豆第一次吃辅食的记录',
    content:
      '满六个月那天给豆豆做了第一口强化铁米粉，调得稀稀的，他皱着眉头吃了三勺。之后每三天加一种新食物，南瓜泥、胡萝卜泥、蛋黄，都记在小本子上，没有出现过敏。分享给新手爸妈们。',
    hoursAgo: 15,
    images: [['第一口米粉', '#f29e4c']],
  },
];
