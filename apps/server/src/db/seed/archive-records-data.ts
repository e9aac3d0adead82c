import type pg from 'pg';

/**
 * The health archive of the demo patient 张三 (本人 of the 13800000001 account): two diagnoses the
 * family entered, two diagnosis records and two physical examinations written by doctor01 王医生,
 * and three check/inspection reports, so the lifetime user's archive screens have content. The
 * values are those of an ordinary hospital report of a 76-year-old with hypertension and diabetes;
 * reference ranges as printed on such reports (WS/T 404 adult reference intervals).
 */
const DAY_MS = 86_400_000;
const ago = (days: number, hour = 9) => new Date(Date.now() - days * DAY_MS - hour * 3_600_000);

const FAMILY_DIAGNOSES = [
  { type: 1, name: '高血压', days: 2900, hospital: '杭州市第一人民医院', remark: '长期服用氨氯地平片' },
  { type: null, name: '骨质疏松症', days: 400, hospital: '浙江省中医院', remark: '骨密度检查 T 值 -2.7' },
];

const DOCTOR_DIAGNOSES = [
  {
    type: 1,
    way: '门诊',
    major: '2型糖尿病',
    minor: '高血压2级',
    days: 60,
    now: '口干多饮一月，空腹血糖 7.8 mmol/L',
    desc: '口干、乏力一月',
  },
  { type: 3, way: '门诊', major: '高血压2级', minor: null, days: 20, now: '血压控制尚可', desc: '复诊开药' },
];

const EXAMS = [
  {
    title: '2026年度老年人健康体检',
    org: '西湖区社区卫生服务中心',
    days: 45,
    summary: '空腹血糖偏高，血压偏高，建议内分泌科随访。',
    items: [
      { name: '收缩压', value: '148', unit: 'mmHg', referenceRange: '90-139', abnormal: true },
      { name: '舒张压', value: '86', unit: 'mmHg', referenceRange: '60-89', abnormal: false },
      { name: '空腹血糖', value: '7.6', unit: 'mmol/L', referenceRange: '3.9-6.1', abnormal: true },
      { name: '总胆固醇', value: '5.1', unit: 'mmol/L', referenceRange: '<5.2', abnormal: false },
      { name: '血红蛋白', value: '128', unit: 'g/L', referenceRange: '115-150', abnormal: false },
    ],
  },
  {
    title: '2025年度老年人健康体检',
    org: '西湖区社区卫生服务中心',
    days: 410,
    summary: '各项指标基本正常，血压略高。',
    items: [
      { name: '收缩压', value: '142', unit: 'mmHg', referenceRange: '90-139', abnormal: true },
      { name: '空腹血糖', value: '6.0', unit: 'mmol/L', referenceRange: '3.9-6.1', abnormal: false },
      { name: '肌酐', value: '68', unit: 'μmol/L', referenceRange: '41-73', abnormal: false },
    ],
  },
];

const CHECKS = [
  {
    kind: 'inspection',
    item: '糖化血红蛋白',
    org: '杭州市第一人民医院',
    days: 58,
    result: '7.4%（参考 4.0-6.0%）',
    abnormal: true,
  },
  {
    kind: 'inspection',
    item: '血脂四项',
    org: '杭州市第一人民医院',
    days: 58,
    result: '甘油三酯 1.6 mmol/L，LDL-C 3.1 mmol/L',
    abnormal: false,
  },
  {
    kind: 'check',
    item: '颈动脉彩超',
    org: '浙江省中医院',
    days: 120,
    result: '双侧颈动脉内中膜增厚',
    abnormal: true,
  },
];

export async function seedArchiveRecords(client: pg.Client, projectId: number): Promise<void> {
  const who = await client.query<{ patient_id: number; user_id: number }>(
    `select p.id as patient_id, u.id as user_id from patients p
     join patient_relations pr on pr.patient_id = p.id
     join users u on u.id = pr.user_id and u.tel = '13800000001' and u.user_type = 'customer'
     where p.project_id = $1 and p.idcard = u.idcard limit 1`,
    [projectId],
  );
  const row = who.rows[0];
  if (!row) return;
  const doc = await client.query<{ doctor_id: number; user_id: number }>(
    `select d.id as doctor_id, u.id as user_id from users u join doctors d on d.user_id = u.id
     where u.project_id = $1 and u.username = 'doctor01' limit 1`,
    [projectId],
  );
  const doctor = doc.rows[0] ?? null;
  for (const d of FAMILY_DIAGNOSES) {
    await client.query(
      `insert into archive_diagnoses (project_id, patient_id, disease_type, disease_name, diagnosed_at, hospital, remark,
         created_by_user_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - interval '30 days')`,
      [projectId, row.patient_id, d.type, d.name, ago(d.days), d.hospital, d.remark, row.user_id],
    );
  }
  for (const d of DOCTOR_DIAGNOSES) {
    await client.query(
      `insert into diagnosis_records (project_id, patient_id, doctor_id, type, way, major_diagnosis, minor_diagnosis,
         medical_time, now_disease, patient_desc, created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        projectId,
        row.patient_id,
        doctor?.doctor_id ?? null,
        d.type,
        d.way,
        d.major,
        d.minor,
        ago(d.days),
        d.now,
        d.desc,
        doctor?.user_id ?? null,
      ],
    );
  }
  for (const e of EXAMS) {
    await client.query(
      `insert into examination_records (project_id, patient_id, title, org_name, examined_at, summary, items, created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        projectId,
        row.patient_id,
        e.title,
        e.org,
        ago(e.days),
        e.summary,
        JSON.stringify(e.items),
        doctor?.user_id ?? null,
      ],
    );
  }
  for (const c of CHECKS) {
    await client.query(
      `insert into check_inspection_records (project_id, patient_id, kind, item_name, org_name, checked_at, result, abnormal,
         created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [projectId, row.patient_id, c.kind, c.item, c.org, ago(c.days), c.result, c.abnormal, row.user_id],
    );
  }
}
