import { addDaysToDate, chinaDay } from '@kanghu/shared';
import type pg from 'pg';

/**
 * The task centre of DEMO01 (issue 11 part 5): tasks of 王医生 (doctor01) in every state (waiting,
 * in the org's pool, received, overdue, finished, one he gave 赵助理) and his sign-in history:
 * the six days before today in a row (so the demo can sign in today) and a few earlier days.
 */
interface SeedTask {
  kind: number;
  title: string;
  content: string;
  creator: string;
  assignee: string | null;
  state: 'pending' | 'received' | 'finished';
  /** Start and end, in hours from now. */
  from: number;
  to: number;
  result?: string;
}

const TASKS: SeedTask[] = [
  {
    kind: 1,
    title: '高血压患者季度随访',
    content: '电话随访本月到期的高血压签约居民，记录近一周血压和服药情况。',
    creator: 'admin01',
    assignee: 'doctor01',
    state: 'pending',
    from: -2,
    to: 72,
  },
  {
    kind: 3,
    title: '社区高血压防治讲座',
    content: '周六上午在东湖社区活动室开展高血压防治健康讲座，需一名医生主讲。',
    creator: 'doctor02',
    assignee: null,
    state: 'pending',
    from: 24,
    to: 96,
  },
  {
    kind: 4,
    title: '李四居家血压复测',
    content: '上门为李四复测血压，核对降压药用法用量。',
    creator: 'admin01',
    assignee: 'doctor01',
    state: 'received',
    from: -20,
    to: 28,
  },
  {
    kind: 2,
    title: '续约沟通',
    content: '联系即将到期的签约居民，说明续约流程和服务包内容。',
    creator: 'admin01',
    assignee: 'doctor01',
    state: 'received',
    from: -72,
    to: -4,
  },
  {
    kind: 5,
    title: '糖尿病患者血糖监测提醒',
    content: '提醒签约糖尿病居民本周上传空腹血糖。',
    creator: 'doctor01',
    assignee: 'doctor01',
    state: 'finished',
    from: -96,
    to: -30,
    result: '已电话提醒8位居民，6位已上传空腹血糖，2位约定周末上传。',
  },
  {
    kind: 1,
    title: '新签约居民建档',
    content: '为本周新签约居民完善健康档案基本信息。',
    creator: 'doctor01',
    assignee: 'assistant01',
    state: 'pending',
    from: 0,
    to: 120,
  },
];

/** Days of doctor01's sign-in, counted back from today. */
const SIGN_IN_DAYS_AGO = [1, 2, 3, 4, 5, 6, 9, 10, 14, 20, 27];

export async function seedTasks(client: pg.Client, projectId: number): Promise<void> {
  const users = await client.query<{ id: number; username: string; org_id: number | null }>(
    `select id, username, org_id from users where project_id = $1 and username in ('doctor01', 'doctor02', 'assistant01', 'admin01')`,
    [projectId],
  );
  const by = new Map(users.rows.map((u) => [u.username, u]));
  const doctor = by.get('doctor01');
  if (!doctor) return;
  for (const t of TASKS) {
    const creator = by.get(t.creator) ?? doctor;
    const assignee = t.assignee ? (by.get(t.assignee)?.id ?? null) : null;
    await client.query(
      `insert into staff_tasks (project_id, kind, title, content, org_id, creator_user_id, assignee_user_id, state,
         start_time, end_time, received_at, finished_at, result, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::text, now() + make_interval(hours => $9::int), now() + make_interval(hours => $10::int),
         case when $8::text <> 'pending' then now() + make_interval(hours => $9::int + 1) end,
         case when $8::text = 'finished' then now() + make_interval(hours => $10::int - 2) end,
         $11, now() + make_interval(hours => $9::int - 3))`,
      [
        projectId,
        t.kind,
        t.title,
        t.content,
        creator.org_id,
        creator.id,
        assignee,
        t.state,
        t.from,
        t.to,
        t.result ?? null,
      ],
    );
  }
  const today = chinaDay();
  for (const ago of SIGN_IN_DAYS_AGO) {
    const day = addDaysToDate(today, -ago);
    await client.query(
      `insert into sign_in_records (project_id, user_id, sign_date, device_type, created_at)
       values ($1, $2, $3, 'android', ($3::date + time '08:12') at time zone 'Asia/Shanghai')`,
      [projectId, doctor.id, day],
    );
  }
}
