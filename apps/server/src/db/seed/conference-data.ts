import type pg from 'pg';

const EXPERTS: [string, string, string, string, boolean][] = [
  [
    '周建华',
    '主任医师、教授',
    '康城市第一人民医院心血管内科',
    '从事高血压与心力衰竭临床工作三十年，牵头区域高血压分级诊疗项目，关注基层血压达标率的提升。',
    true,
  ],
  [
    '沈慧敏',
    '主任医师',
    '康城市中心医院内分泌科',
    '长期负责糖尿病专病门诊和社区糖尿病管理培训，擅长胰岛素起始与调整。',
    true,
  ],
  [
    '顾立新',
    '副主任医师',
    '康城市第二人民医院呼吸与危重症医学科',
    '专注慢阻肺的稳定期管理和肺康复，推动肺功能检查下沉到社区。',
    true,
  ],
  [
    '杨秀兰',
    '主任医师',
    '西溪街道社区卫生服务中心',
    '全科医生，家庭医生签约团队负责人，探索“签约—随访—转诊”一体化服务。',
    false,
  ],
  [
    '陆文博',
    '副教授',
    '康城医学院公共卫生学院',
    '研究慢性病健康教育与患者自我管理，主持多项社区干预研究。',
    false,
  ],
  [
    '韩晓静',
    '主管护师',
    '康城市第一人民医院护理部',
    '负责慢病护理门诊，培训基层护士开展居家血压、血糖监测指导。',
    false,
  ],
];

const HALLS: [string, string, number][] = [
  ['主会场', '一楼 大宴会厅', 600],
  ['分会场A', '二楼 201 会议室', 150],
  ['分会场B', '二楼 205 会议室', 120],
];

/** [day index, hall index, name, chair, topics: [title, start, end, expert index or null, speaker]] */
const THEMES: [number, number, string, string, [string, string, string, number | null, string][]][] = [
  [
    0,
    0,
    '开幕式与主旨报告',
    '周建华',
    [
      ['开幕致辞', '08:30', '09:00', null, '大会组委会'],
      ['基层高血压管理十年回顾与展望', '09:00', '09:45', 0, '周建华'],
      ['从“控糖”到“控风险”：2型糖尿病综合管理新思路', '09:45', '10:30', 1, '沈慧敏'],
    ],
  ],
  [
    0,
    1,
    '高血压基层规范管理',
    '杨秀兰',
    [
      ['家庭自测血压的规范与解读', '13:30', '14:10', 5, '韩晓静'],
      ['难治性高血压的识别与转诊时机', '14:10', '14:50', 0, '周建华'],
      ['社区高血压随访的质量控制', '15:00', '15:40', 3, '杨秀兰'],
    ],
  ],
  [
    0,
    2,
    '糖尿病综合管理',
    '沈慧敏',
    [
      ['基层胰岛素起始与剂量调整', '13:30', '14:10', 1, '沈慧敏'],
      ['糖尿病足的早期筛查', '14:10', '14:50', 5, '韩晓静'],
    ],
  ],
  [
    1,
    0,
    '家庭医生签约服务',
    '杨秀兰',
    [
      ['签约服务如何让居民“愿意签、用得上”', '09:00', '09:40', 3, '杨秀兰'],
      ['慢病患者自我管理小组的组织方法', '09:40', '10:20', 4, '陆文博'],
    ],
  ],
  [
    1,
    1,
    '慢阻肺与呼吸慢病',
    '顾立新',
    [
      ['慢阻肺稳定期的吸入治疗', '09:00', '09:40', 2, '顾立新'],
      ['社区肺功能检查的开展经验', '09:40', '10:20', 2, '顾立新'],
    ],
  ],
  [
    1,
    2,
    '健康教育与患者自我管理',
    '陆文博',
    [
      ['慢病健康教育材料怎样写得通俗', '13:30', '14:10', 4, '陆文博'],
      ['闭幕总结', '14:10', '14:40', null, '大会组委会'],
    ],
  ],
];

const MICROSTATION: [string, string, string][] = [
  [
    'notice',
    '报到须知',
    '12月11日14:00–20:00、12日07:30起在一楼大厅报到，请携带身份证领取参会证和资料袋。签到时在“会议签到”页输入报到处公布的6位签到码。',
  ],
  [
    'traffic',
    '交通指引',
    '地铁2号线“会展中心站”C出口步行约5分钟；自驾可停地下停车场，参会者凭参会证停车半价。',
  ],
  [
    'hotel',
    '住宿安排',
    '组委会协议酒店：会展中心东侧康城会展酒店，参会价每晚380元（含早），报名时在备注中注明即可预留。',
  ],
  ['contact', '会务联系', '会务组：0571-8800 0000（工作日9:00–17:00）。学分、发票等问题请在报到处咨询。'],
];

const DAYS = ['2026-12-12', '2026-12-13'];

/**
 * One conference (2026 基层慢病管理学术年会) over two days with experts, three halls, six
 * thematic sessions and their topics, the microstation, and the demo patient 张三 registered
 * with three topics in the personal itinerary. All text written for the demo.
 */
export async function seedConference(client: pg.Client, projectId: number): Promise<void> {
  const c = await client.query<{ id: number }>(
    `insert into conferences (project_id, title, subtitle, intro, organizer, venue, address, start_date, end_date, sign_code)
     values ($1, '2026 基层慢病管理学术年会', '共建家庭医生团队，守护慢病患者健康', $2, '康城市医学会全科医学分会', '康城国际会展中心', '康城市滨江区会展路 88 号', $3, $4, '482615') returning id`,
    [
      projectId,
      '年会围绕高血压、糖尿病、慢阻肺等常见慢病的基层管理，邀请三级医院专家和社区家庭医生同台交流，分享规范诊疗、随访质控与健康教育的实践经验。参会可获继续医学教育学分。',
      DAYS[0],
      DAYS[1],
    ],
  );
  const conferenceId = c.rows[0]?.id ?? 0;
  const expertIds: number[] = [];
  for (const [i, [name, title, org, intro, featured]] of EXPERTS.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into conference_experts (project_id, conference_id, name, title, org, intro, featured, sort)
       values ($1,$2,$3,$4,$5,$6,$7,$8) returning id`,
      [projectId, conferenceId, name, title, org, intro, featured, i],
    );
    expertIds.push(r.rows[0]?.id ?? 0);
  }
  const hallIds: number[] = [];
  for (const [i, [name, location, capacity]] of HALLS.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into conference_halls (project_id, conference_id, name, location, capacity, sort) values ($1,$2,$3,$4,$5,$6) returning id`,
      [projectId, conferenceId, name, location, capacity, i],
    );
    hallIds.push(r.rows[0]?.id ?? 0);
  }
  const topicIds: number[] = [];
  for (const [day, hall, name, chair, topics] of THEMES) {
    const t = await client.query<{ id: number }>(
      `insert into conference_thematics (project_id, conference_id, hall_id, name, day, chair) values ($1,$2,$3,$4,$5,$6) returning id`,
      [projectId, conferenceId, hallIds[hall], name, DAYS[day], chair],
    );
    for (const [title, start, end, expert, speaker] of topics) {
      const r = await client.query<{ id: number }>(
        `insert into conference_topics (project_id, conference_id, thematic_id, title, start_time, end_time, expert_id, speaker)
         values ($1,$2,$3,$4,$5,$6,$7,$8) returning id`,
        [
          projectId,
          conferenceId,
          t.rows[0]?.id,
          title,
          start,
          end,
          expert === null ? null : expertIds[expert],
          speaker,
        ],
      );
      topicIds.push(r.rows[0]?.id ?? 0);
    }
  }
  for (const [i, [kind, title, body]] of MICROSTATION.entries()) {
    await client.query(
      `insert into conference_microstation (project_id, conference_id, kind, title, body, sort) values ($1,$2,$3,$4,$5,$6)`,
      [projectId, conferenceId, kind, title, body, i],
    );
  }
  const patient = await client.query<{ id: number; name: string }>(
    `select id, name from users where project_id = $1 and tel = '13800000001' and user_type = 'customer' limit 1`,
    [projectId],
  );
  const p = patient.rows[0];
  if (!p) return;
  await client.query(
    `insert into conference_registrations (project_id, conference_id, user_id, name, tel, remark, number)
     values ($1,$2,$3,$4,'13800000001','需预留协议酒店一晚','26120001')`,
    [projectId, conferenceId, p.id, p.name],
  );
  for (const index of [1, 3, 9]) {
    await client.query(
      `insert into conference_itinerary (project_id, user_id, conference_id, topic_id, hall_id, thematic_id)
       select $1, $2, $3, t.id, th.hall_id, th.id from conference_topics t
       join conference_thematics th on th.id = t.thematic_id where t.id = $4`,
      [projectId, p.id, conferenceId, topicIds[index]],
    );
  }
}
