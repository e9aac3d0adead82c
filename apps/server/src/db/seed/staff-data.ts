import type pg from 'pg';

/**
 * The workbench staff of the demo project: a second doctor in DEMO01 and a doctor in a second
 * org (DEMO02), so referrals, contracts and org visibility have someone on the other side.
 */
const STAFF = [
  { username: 'doctor02', name: '李医生', title: '副主任医师', org: 'DEMO01', tel: '13800000005', sex: 2 },
  { username: 'doctor03', name: '陈医生', title: '主治医师', org: 'DEMO02', tel: '13800000006', sex: 1 },
] as const;

export async function seedWorkbenchStaff(
  client: pg.Client,
  projectId: number,
  passwordHash: string,
): Promise<void> {
  await client.query(
    `insert into orgs (project_id, code, name, sort) values ($1, 'DEMO02', '西湖社区卫生服务中心', 2) on conflict do nothing`,
    [projectId],
  );
  const orgs = await client.query<{ id: number; code: string }>(
    `select id, code from orgs where project_id = $1 and code in ('DEMO01', 'DEMO02')`,
    [projectId],
  );
  const orgId = new Map(orgs.rows.map((r) => [r.code, r.id]));
  const demo02 = orgId.get('DEMO02') ?? null;
  await client.query(
    `insert into departments (project_id, org_id, name, sort) values ($1, $2, '全科', 1), ($1, $2, '内分泌科', 2)`,
    [projectId, demo02],
  );
  for (const s of STAFF) {
    const org = orgId.get(s.org) ?? null;
    const user = await client.query<{ id: number }>(
      `insert into users (project_id, password_hash, user_type, role, username, name, tel, org_id, sex)
       values ($1, $2, 'servicer', 'doctor', $3, $4, $5, $6, $7) returning id`,
      [projectId, passwordHash, s.username, s.name, s.tel, org, s.sex],
    );
    const dept = await client.query<{ id: number }>(
      `select id from departments where project_id = $1 and org_id = $2 and name = '全科' limit 1`,
      [projectId, org],
    );
    await client.query(
      `insert into doctors (project_id, user_id, org_id, department_id, name, title) values ($1, $2, $3, $4, $5, $6)`,
      [projectId, user.rows[0]?.id, org, dept.rows[0]?.id ?? null, s.name, s.title],
    );
  }
}
