import type pg from 'pg';

/**
 * The demo patient account (13800000001) follows 王医生 (doctor01) and 李医生 (doctor02) and has
 * collected 李医生 and the 家庭医生服务包, a few days apart, so mine/attention and mine/collect
 * have content. No likes: the like targets (articles, comments) come with the education issue.
 */
export async function seedAccountMarks(client: pg.Client, projectId: number): Promise<void> {
  const user = await client.query<{ id: number }>(
    `select id from users where project_id = $1 and tel = '13800000001' and user_type = 'customer' limit 1`,
    [projectId],
  );
  const userId = user.rows[0]?.id;
  if (!userId) return;
  const doctors = await client.query<{ id: number; username: string }>(
    `select d.id, u.username from doctors d join users u on u.id = d.user_id
     where d.project_id = $1 and u.username in ('doctor01', 'doctor02')`,
    [projectId],
  );
  const doctor = (username: string) => doctors.rows.find((d) => d.username === username)?.id;
  const card = await client.query<{ id: number }>(
    `select id from service_cards where project_id = $1 and name = '家庭医生服务包' limit 1`,
    [projectId],
  );
  const marks: [string, string, number | undefined, number][] = [
    ['attention', 'doctor', doctor('doctor01'), 9],
    ['attention', 'doctor', doctor('doctor02'), 3],
    ['collect', 'doctor', doctor('doctor02'), 3],
    ['collect', 'service', card.rows[0]?.id, 1],
  ];
  for (const [kind, type, targetId, daysAgo] of marks) {
    if (!targetId) continue;
    await client.query(
      `insert into account_marks (project_id, user_id, kind, target_type, target_id, created_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(days => $6)) on conflict do nothing`,
      [projectId, userId, kind, type, targetId, daysAgo],
    );
  }
}
