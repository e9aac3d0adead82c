import type pg from 'pg';
import { AI_DEMO_RESIDENT_TEL } from './ai-patient-data.ts';
import { seedArticles } from './articles-data.ts';

/** Titles (of articles-text-*.ts) 沈建国 pushed to residents of 临平区, with the note sent along. */
const PUSHES = [
  ['高血压', '血压偏高的居民请阅读这篇文章，按时测量、规律服药。', 12],
  ['糖尿病', '血糖控制不理想的居民请阅读，注意饮食和运动。', 8],
  ['健康生活', '推荐阅读：健康生活方式，控制体重从每天一点做起。', 20],
] as const;

/** Lab results of the first residents (检验), for the inspection screen and its curves. */
const LABS = [
  ['空腹血糖', '7.2 mmol/L', true, 200],
  ['糖化血红蛋白', '7.4 %', true, 190],
  ['空腹血糖', '6.6 mmol/L', true, 100],
  ['总胆固醇', '5.6 mmol/L', false, 100],
  ['低密度脂蛋白', '3.3 mmol/L', false, 100],
  ['糖化血红蛋白', '6.9 %', false, 20],
  ['空腹血糖', '6.1 mmol/L', true, 10],
] as const;

/**
 * Records of the resident screens: lab results of the first five residents of 临平区, and the visit
 * records (follow_records) of aidoc01's six done follow-up plans (seedAiOps), so the medication
 * screen has visits to add medication to. The records carry no readings (measurement_ids empty):
 * an assessment is stated in words only.
 */
async function seedResidentRecords(
  client: pg.Client,
  projectId: number,
  patientIds: number[],
  doctor: number,
) {
  await client.query(
    `insert into check_inspection_records (project_id, patient_id, kind, item_name, org_name, checked_at, result, abnormal, created_by_user_id)
     select $1, pid, 'inspection', l.name, '临平区南苑街道社区卫生服务中心', now() - (l.days || ' days')::interval, l.result, l.abnormal, $2
       from unnest($3::int[]) as pid
       cross join unnest($4::text[], $5::text[], $6::boolean[], $7::int[]) as l(name, result, abnormal, days)`,
    [
      projectId,
      doctor,
      patientIds.slice(0, 5),
      LABS.map((l) => l[0]),
      LABS.map((l) => l[1]),
      LABS.map((l) => l[2]),
      LABS.map((l) => l[3]),
    ],
  );
  await client.query(
    `insert into follow_records (project_id, plan_id, patient_id, org_id, doctor_user_id, follow_time, follow_mode, disease, form,
       classification, controlled, referral, reasons, rule_source, advice, source)
     select fp.project_id, fp.id, fp.patient_id, fp.org_id, $2, fp.actual_time, fp.follow_mode, 'hbp',
            $3::jsonb, 1, true, 'none', '[]'::jsonb, '国家基本公共卫生服务规范（第三版）', '继续规律服药，低盐饮食，每周测量血压。', 'doctor'
       from follow_plans fp
      where fp.project_id = $1 and fp.state = 'done' and fp.actual_person_user_id = $2 and fp.source = 'ai'
        and not exists (select 1 from follow_records r where r.plan_id = fp.id)`,
    [
      projectId,
      doctor,
      JSON.stringify({
        symptoms: [],
        dangerSigns: [],
        adherence: 1,
        adverseReaction: false,
        complication: false,
        medication: '苯磺酸氨氯地平片 5mg 每日一次',
      }),
    ],
  );
}

/**
 * The district articles demo (issue 16, local-yzh article/*) in project yzh-yuhang, after
 * seedAiPatient: the project's own articles (the same texts as the demo project's), and three
 * pushes by aidoc01 to residents of 临平区, each an intervention message carrying the article
 * (the demo resident 13800000116 received all three and read the first). Looked up by name.
 */
export async function seedAiArticles(client: pg.Client, projectId: number): Promise<void> {
  await seedArticles(client, projectId);
  const ids = await client.query<{
    district_id: number;
    doctor_user: number;
    patient_ids: number[];
    demo: number;
  }>(
    `select d.id as district_id,
            (select id from users where project_id = $1 and username = 'aidoc01') as doctor_user,
            array(select p.id from patients p join orgs o on o.id = p.org_id
                   where p.project_id = $1 and o.code = 'YH-LP01' order by p.id limit 20) as patient_ids,
            (select r.patient_id from patient_relations r join users u on u.id = r.user_id
              where u.project_id = $1 and u.tel = $2 limit 1) as demo
       from districts d where d.project_id = $1 and d.key = '02330113'`,
    [projectId, AI_DEMO_RESIDENT_TEL],
  );
  const row = ids.rows[0];
  if (!row || row.patient_ids.length === 0 || !row.doctor_user) return;
  await seedResidentRecords(client, projectId, row.patient_ids, row.doctor_user);
  for (const [i, [category, note, count]] of PUSHES.entries()) {
    const a = await client.query<{ id: number }>(
      `select a.id from articles a join article_categories c on c.id = a.category_id
        where a.project_id = $1 and c.name = $2 and a.status = 'published' order by a.read_count desc limit 1`,
      [projectId, category],
    );
    const articleId = a.rows[0]?.id;
    if (!articleId) continue;
    const targets = row.patient_ids.slice(0, count);
    const m = await client.query<{ id: number }>(
      `insert into ai_intervention_messages (project_id, district_id, user_id, message, message_type, time, recipient_count, article_id)
       values ($1, $2, $3, $4, 1, now() - ($5 || ' days')::interval, $6, $7) returning id`,
      [
        projectId,
        row.district_id,
        row.doctor_user,
        note,
        String((PUSHES.length - i) * 4),
        targets.length,
        articleId,
      ],
    );
    // About a third have opened it; the demo resident read the first push.
    await client.query(
      `insert into ai_intervention_recipients (project_id, message_id, patient_id, read_at)
       select $1, $2, pid, case when n % 3 = 0 or ($4 and pid = $5) then now() - interval '1 day' end
         from unnest($3::int[]) with ordinality as x(pid, n)`,
      [projectId, m.rows[0]?.id, targets, i === 0, row.demo],
    );
  }
}
