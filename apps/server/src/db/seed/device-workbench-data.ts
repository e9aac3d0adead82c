import { ageOn, type MeasurementType, prepareReading } from '@kanghu/shared';
import type pg from 'pg';

/**
 * The doctor's device management of DEMO01 (issue 11): the project's device models, devices
 * bound to the first adult patients of DEMO01 (ordered by id, so 张三 and 李四 first, a cohort
 * after them) with two weeks of readings each, and device applications (one waiting for review,
 * one approved, one refused). The models are fictitious demo models (brand 康护演示), so nothing
 * claims what a real product can do. The devices have no upload secret: no demo gateway holds one.
 */

interface SeedSpec {
  name: string;
  type: string;
  model: string;
  measureType: MeasurementType;
}

const BRAND = '康护演示';
const SPECS: SeedSpec[] = [
  { name: '上臂式电子血压计（NB-IoT）', type: 'bp-nb', model: 'KH-BP20', measureType: 'bp' },
  { name: '上臂式电子血压计（蓝牙）', type: 'bp-ble', model: 'KH-BP10', measureType: 'bp' },
  { name: '血糖仪（NB-IoT）', type: 'bg-nb', model: 'KH-BG20', measureType: 'bg' },
  { name: '体重体脂秤（蓝牙）', type: 'weight-ble', model: 'KH-WS10', measureType: 'weight' },
];

/** One device per patient, in patient order; `reading(day)` gives the day's values (null: none). */
interface SeedDevice {
  serial: string;
  model: string;
  bindType: 'nb' | 'ble';
  imsi?: string;
  mac?: string;
  period: string | null;
  hour: number;
  reading: (day: number) => Record<string, number> | null;
}

const BP_SYS = [138, 142, 135, 151, 146, 139, 162, 148, 137, 144, 133, 156, 141, 136];
const BP_DIA = [86, 90, 84, 95, 92, 88, 101, 93, 85, 91, 83, 97, 89, 84];
const GLUCOSE = [5.8, 7.2, 6.0, 7.6, 5.6, 8.1, 7.0, 5.9, 7.4, 6.3];
const WEIGHT = [68.6, 68.4, 68.1, 67.9];

const DEVICES: SeedDevice[] = [
  {
    serial: 'KHBP20-2026-0001',
    model: 'KH-BP20',
    bindType: 'nb',
    imsi: '460040000000101',
    period: 'morning',
    hour: 7,
    reading: (day) => ({
      systolic: BP_SYS[day] ?? 140,
      diastolic: BP_DIA[day] ?? 88,
      heartRate: 70 + (day % 5) * 2,
    }),
  },
  {
    serial: 'KHBG20-2026-0002',
    model: 'KH-BG20',
    bindType: 'nb',
    imsi: '460040000000102',
    period: 'fasting',
    hour: 6,
    reading: (day) => (day < GLUCOSE.length ? { glucose: GLUCOSE[day] ?? 6.5 } : null),
  },
  {
    serial: 'KHBP10-2026-0003',
    model: 'KH-BP10',
    bindType: 'ble',
    mac: 'C4:7F:51:2A:00:03',
    period: 'evening',
    hour: 21,
    reading: (day) =>
      day % 2 === 0 ? { systolic: 126 + day, diastolic: 80 + (day % 4), heartRate: 74 } : null,
  },
  {
    serial: 'KHWS10-2026-0004',
    model: 'KH-WS10',
    bindType: 'ble',
    mac: 'C4:7F:51:2A:00:04',
    period: null,
    hour: 7,
    reading: (day) => (day % 4 === 0 ? { weight: WEIGHT[day / 4] ?? 68, height: 168 } : null),
  },
];

const DAYS = 14;

interface SeedPatient {
  id: number;
  name: string;
  idcard: string | null;
  tel: string | null;
  sex: number | null;
  birthday: string | null;
  account: number | null;
}

export async function seedDeviceWorkbench(client: pg.Client, projectId: number): Promise<void> {
  const org = await client.query<{ id: number; code: string }>(
    `select id, code from orgs where project_id = $1 and code = 'DEMO01'`,
    [projectId],
  );
  const orgRow = org.rows[0];
  if (!orgRow) return;
  const doctor = await client.query<{ userId: number }>(
    `select u.id as "userId" from users u where u.project_id = $1 and u.username = 'doctor01'`,
    [projectId],
  );
  const doctorUserId = doctor.rows[0]?.userId ?? null;
  const specIds = new Map<string, number>();
  for (const [i, s] of SPECS.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into device_specs (project_id, name, type, brand, model, measure_type, sort)
       values ($1,$2,$3,$4,$5,$6,$7) on conflict do nothing returning id`,
      [projectId, s.name, s.type, BRAND, s.model, s.measureType, i + 1],
    );
    if (r.rows[0]) specIds.set(s.model, r.rows[0].id);
  }
  const patients = await client.query<SeedPatient>(
    `select p.id, p.name, p.idcard, p.tel, p.sex, p.birthday::text as birthday,
       (select r.user_id from patient_relations r where r.patient_id = p.id order by r.id limit 1) as account
     from patients p where p.project_id = $1 and p.org_id = $2 and not p.is_child order by p.id limit $3`,
    [projectId, orgRow.id, DEVICES.length],
  );
  const deviceIds: number[] = [];
  for (const [i, patient] of patients.rows.entries()) {
    const d = DEVICES[i];
    if (!d) break;
    deviceIds.push(await seedDevice(client, projectId, orgRow.code, patient, d, specIds, doctorUserId));
  }
  await seedApplications(client, projectId, orgRow.id, patients.rows, deviceIds, doctorUserId);
}

async function seedDevice(
  client: pg.Client,
  projectId: number,
  orgCode: string,
  patient: SeedPatient,
  d: SeedDevice,
  specIds: Map<string, number>,
  doctorUserId: number | null,
): Promise<number> {
  const spec = SPECS.find((s) => s.model === d.model) ?? SPECS[0];
  const measureType = spec?.measureType ?? 'bp';
  const boundAt = new Date(Date.now() - (DAYS + 1) * 86_400_000);
  const r = await client.query<{ id: number }>(
    `insert into devices (project_id, serial, spec_id, type, bind_type, imsi, mac_address, device_brand, device_model,
       device_measure_type, cooperation_org_code, patient_id, bound_by_user_id, bound_at)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) returning id`,
    [
      projectId,
      d.serial,
      specIds.get(d.model) ?? null,
      spec?.type ?? null,
      d.bindType,
      d.imsi ?? null,
      d.mac ?? null,
      BRAND,
      d.model,
      measureType,
      orgCode,
      patient.id,
      doctorUserId,
      boundAt,
    ],
  );
  const deviceId = r.rows[0]?.id ?? 0;
  for (let day = 0; day < DAYS; day++) {
    const values = d.reading(day);
    if (!values) continue;
    // d.hour o'clock China time, `day` days after the bind (the newest yesterday).
    const at = new Date(Date.now() - (DAYS - day) * 86_400_000);
    at.setUTCHours(d.hour - 8, 5 + day, 0, 0);
    const m = prepareReading({
      projectId,
      patientId: patient.id,
      type: measureType,
      values,
      source: d.bindType === 'nb' ? 'iot' : 'bluetooth',
      measuredAt: at,
      period: d.period,
      deviceId,
      subject: { birthday: patient.birthday, sex: patient.sex },
    });
    await client.query(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, device_id, measured_at, period, level, abnormal)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        projectId,
        patient.id,
        m.type,
        JSON.stringify(m.values),
        m.unit,
        m.loinc,
        m.source,
        deviceId,
        at,
        m.period,
        m.level,
        m.abnormal,
      ],
    );
  }
  return deviceId;
}

/**
 * A pending application for the second patient (a glucose meter), an approved one of the first
 * patient's blood-pressure monitor and a refused one; each placed by the patient's account.
 */
async function seedApplications(
  client: pg.Client,
  projectId: number,
  orgId: number,
  patients: SeedPatient[],
  deviceIds: number[],
  doctorUserId: number | null,
): Promise<void> {
  const [first, second] = patients;
  const rows: Array<{
    p: SeedPatient | undefined;
    deviceType: string;
    reason: string;
    state: 0 | 1 | 2;
    daysAgo: number;
    remark?: string;
    deviceId?: number | null;
  }> = [
    {
      p: second,
      deviceType: '血糖仪',
      reason: '确诊2型糖尿病三年，想在家每天测空腹血糖，数据能同步给家庭医生',
      state: 0,
      daysAgo: 1,
    },
    {
      p: first,
      deviceType: '血压计',
      reason: '高血压，医生建议每天早晚测量血压',
      state: 1,
      daysAgo: 16,
      remark: '已发放上臂式血压计，请每日晨起测量',
      deviceId: deviceIds[0] ?? null,
    },
    {
      p: first,
      deviceType: '智能手表',
      reason: '想要能定位的手表，老人独自出门家里放心',
      state: 2,
      daysAgo: 9,
      remark: '本机构暂未开展智能手表发放，可自行购买后在“我的设备”中绑定',
    },
  ];
  for (const a of rows) {
    if (!a.p?.idcard || a.p.account === null) continue;
    const created = new Date(Date.now() - a.daysAgo * 86_400_000);
    await client.query(
      `insert into device_applications (project_id, user_id, org_id, idcard, name, age, sex, device_type, device_brand,
         time, reason, address, tel, state, reviewed_by_user_id, reviewed_at, review_remark, patient_id, device_id, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)`,
      [
        projectId,
        a.p.account,
        orgId,
        a.p.idcard,
        a.p.name,
        ageOn(a.p.birthday, created),
        a.p.sex,
        a.deviceType,
        null,
        '工作日上午',
        a.reason,
        '杭州市余杭区五常街道荆长路168号',
        a.p.tel ?? '13800000001',
        a.state,
        a.state === 0 ? null : doctorUserId,
        a.state === 0 ? null : new Date(created.getTime() + 86_400_000),
        a.remark ?? null,
        a.state === 1 ? a.p.id : null,
        a.deviceId ?? null,
        created,
      ],
    );
  }
}
