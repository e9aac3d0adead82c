import type pg from 'pg';

/** The board (workbench shortcuts) per user type; icons are antd-mobile icon names. */
export const DEMO_BOARD = {
  customer: [
    { name: '预约医生', icon: 'UserAddOutline', url: '/health/patient/reserve/doctor/list' },
    { name: '健康资讯', icon: 'FileOutline', url: '/web/config/education/news' },
    { name: '学习中心', icon: 'VideoOutline', url: '/web/config/education/study/center' },
  ],
  servicer: [
    { name: '家庭病床', icon: 'TeamOutline', url: '/health/doctor/sickbed' },
    { name: '签约管理', icon: 'EditSOutline', url: '/health/doctor/sign/manage' },
    { name: '在线咨询', icon: 'MessageOutline', url: '/health/doctor/inquiry/consult' },
    { name: '群发消息', icon: 'SoundOutline', url: '/health/doctor/notice/index?title=群发消息' },
  ],
};

const ANNOUNCEMENTS = [
  {
    title: '康护平台上线公告',
    content:
      '<p>康护移动健康服务平台正式上线。患者可在线预约医生、查看健康档案、接收随访提醒；医生可管理签约患者、开展在线咨询。</p>',
    daysAgo: 30,
  },
  {
    title: '春季流感防治提示',
    content:
      '<p>近期气温变化较大，请注意：</p><ul><li>勤洗手、常通风</li><li>老人和儿童及时接种流感疫苗</li><li>出现发热请及时就医</li></ul>',
    daysAgo: 7,
  },
  {
    title: '系统维护通知',
    content:
      '<p>为提升服务质量，平台将于本周六 00:00-02:00 进行系统维护，期间部分功能可能暂停使用，敬请谅解。</p>',
    daysAgo: 1,
  },
];

/** The web-config tab bar (templateKey 'tabbar'), in tab order. */
const TABBAR = [
  { name: '首页', url: '/web/config/index', icon: 'AppOutline', iconSelected: 'AppstoreOutline' },
  { name: '资讯', url: '/web/config/education/news', icon: 'FileOutline', iconSelected: 'FileOutline' },
  { name: '我的', url: '/web/config/mine', icon: 'UserOutline', iconSelected: 'UserOutline' },
];

/**
 * Configuration data of the demo project: announcements, the 'board' config, one page
 * configuration application holding the web-config tab bar, and its index page data. Runs as the
 * database owner inside seedDemo's transaction; configs and page data are upserted by key.
 */
export async function seedConfigData(client: pg.Client, projectId: number): Promise<void> {
  await client.query(
    `insert into configs (project_id, key, value) values ($1, 'board', $2)
     on conflict (project_id, key) do update set value = excluded.value`,
    [projectId, JSON.stringify(DEMO_BOARD)],
  );
  for (const a of ANNOUNCEMENTS) {
    await client.query(
      `insert into announcements (project_id, title, content, kind, is_show, published_at)
       values ($1, $2, $3, 'notice', true, now() - make_interval(days => $4))`,
      [projectId, a.title, a.content, a.daysAgo],
    );
  }
  const app = await client.query<{ id: number }>(
    `insert into html_applications (project_id, name, remark) values ($1, '康护健康', '网页配置示例应用') returning id`,
    [projectId],
  );
  const applicationId = app.rows[0]?.id ?? null;
  let sort = 1;
  for (const tab of TABBAR) {
    await client.query(
      `insert into html_pages (project_id, application_id, template_key, name, icon, icon_selected, url, param, remark, sort, disabled, component_list)
       values ($1, $2, 'tabbar', $3, $4, $5, $6, $7, null, $8, false, '[]'::jsonb)`,
      [projectId, applicationId, tab.name, tab.icon, tab.iconSelected, tab.url, JSON.stringify({}), sort++],
    );
  }
  await client.query(
    `insert into html_data (project_id, key, data) values ($1, 'index', $2)
     on conflict (project_id, key) do update set data = excluded.data`,
    [
      projectId,
      JSON.stringify({
        title: '康护健康',
        banners: [{ title: '家庭医生签约服务', url: '/web/config/education/news' }],
        notice: true,
      }),
    ],
  );
}
