import type pg from 'pg';

/**
 * Accompany orders of the demo family (the xxph doctor shell shows them): one waiting for a
 * servicer, one received by 王医生 (doctor01), one completed last week.
 */
const ORDERS = [
  {
    patient: '李四',
    hospital: '浙江大学医学院附属第一医院',
    department: '心血管内科',
    inHours: 26,
    state: 'created',
  },
  { patient: '张三', hospital: '杭州市第一人民医院', department: '内分泌科', inHours: 50, state: 'received' },
  {
    patient: '张小宝',
    hospital: '浙江大学医学院附属儿童医院',
    department: '儿童保健科',
    inHours: -150,
    state: 'completed',
  },
] as const;

export async function seedAccompanyOrders(client: pg.Client, projectId: number): Promise<void> {
  const people = await client.query<{
    id: number;
    name: string;
    org_id: number | null;
    account: number | null;
  }>(
    `select p.id, p.name, p.org_id, (select r.user_id from patient_relations r where r.patient_id = p.id order by r.id limit 1) as account
     from patients p where p.project_id = $1 and p.name in ('张三', '李四', '张小宝')`,
    [projectId],
  );
  const doctor = await client.query<{ id: number }>(
    `select id from users where project_id = $1 and username = 'doctor01'`,
    [projectId],
  );
  const servicer = doctor.rows[0]?.id ?? null;
  for (const o of ORDERS) {
    const p = people.rows.find((r) => r.name === o.patient);
    if (!p || p.account === null) continue;
    const taken = o.state !== 'created';
    await client.query(
      `insert into accompany_orders (project_id, user_id, patient_id, org_id, hospital, department, appoint_time, tel,
         remark, state, servicer_user_id, received_at, finished_at, created_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7::int), '13800000001', $8, $9::text,
         $10::int, case when $11::boolean then least(now() - interval '1 hour', now() + make_interval(hours => $7::int - 20)) end,
         case when $9::text = 'completed' then now() + make_interval(hours => $7::int + 3) end,
         least(now() - interval '3 hours', now() + make_interval(hours => $7::int - 48)))`,
      [
        projectId,
        p.account,
        p.id,
        p.org_id,
        o.hospital,
        o.department,
        o.inHours,
        '行动不便，需要轮椅，家属无法请假陪同',
        o.state,
        taken ? servicer : null,
        taken,
      ],
    );
  }
}
