import type pg from 'pg';

interface SeedMessage {
  title: string;
  content: string;
  link: string | null;
  hoursAgo: number;
  /** Already read when seeded, so "clear all read" has something to clear. */
  read: boolean;
}

const PATIENT_MESSAGES: SeedMessage[] = [
  {
    title: '欢迎使用康护',
    content: '您好，欢迎使用康护移动健康服务平台。您可以在首页切换就诊人、预约医生、查看健康档案。',
    link: null,
    hoursAgo: 48,
    read: true,
  },
  {
    title: '完善健康档案提醒',
    content: '为了让医生更好地了解您的健康状况，请尽快完善就诊人的健康档案。',
    link: null,
    hoursAgo: 5,
    read: false,
  },
  {
    title: '随访提醒',
    content: '王医生为您安排了一次血压随访，请在本周内测量血压并上传结果。',
    link: null,
    hoursAgo: 1,
    read: false,
  },
];

const DOCTOR_MESSAGES: SeedMessage[] = [
  {
    title: '欢迎加入康护工作台',
    content: '王医生您好，欢迎使用康护医生工作台。您可以在工作台管理签约患者、开展在线咨询和随访。',
    link: null,
    hoursAgo: 72,
    read: true,
  },
  {
    title: '签约服务提醒',
    content: '患者张三的家庭医生签约已满三个月，请按高血压服务包安排本季度的面对面随访。',
    link: null,
    hoursAgo: 3,
    read: false,
  },
];

async function userId(
  client: pg.Client,
  projectId: number,
  where: string,
  value: string,
): Promise<number | null> {
  const r = await client.query<{ id: number }>(
    `select id from users where project_id = $1 and ${where} = $2 limit 1`,
    [projectId, value],
  );
  return r.rows[0]?.id ?? null;
}

async function insert(client: pg.Client, projectId: number, user: number, messages: SeedMessage[]) {
  for (const m of messages) {
    await client.query(
      `insert into system_messages (project_id, user_id, kind, title, content, link, created_at, read_at)
       values ($1, $2, 'system', $3, $4, $5, now() - make_interval(hours => $6),
               case when $7 then now() - make_interval(hours => $6) + interval '10 minutes' end)`,
      [projectId, user, m.title, m.content, m.link, m.hoursAgo, m.read],
    );
  }
}

/**
 * Welcome messages of the demo patient (tel 13800000001) and doctor (doctor01): some read, some
 * unread. Runs as the database owner inside the seed transaction.
 */
export async function seedSystemMessages(client: pg.Client, projectId: number): Promise<void> {
  const patient = await userId(client, projectId, 'tel', '13800000001');
  const doctor = await userId(client, projectId, 'username', 'doctor01');
  if (patient) await insert(client, projectId, patient, PATIENT_MESSAGES);
  if (doctor) await insert(client, projectId, doctor, DOCTOR_MESSAGES);
}
