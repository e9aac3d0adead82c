import {
  ageOn,
  assessFollow,
  chinaDay,
  DAY_MS,
  FOLLOW_REMIND_LEAD_HOURS,
  type MeasurementType,
  prepareReading,
} from '@kanghu/shared';
import type pg from 'pg';
import {
  APPOINTMENT,
  COHORT_STORIES,
  COHORT_STORY_LIMIT,
  DEMO_PATIENT_STORY,
  type SeedStory,
  type SeedVisit,
} from './follow-rows.ts';
import { seedFollowTemplates } from './follow-templates.ts';

const DEMO_IDCARD = '11010519491231002X';

interface Patient {
  id: number;
  birthday: string | null;
  sex: number | null;
  idcard: string | null;
}

interface Seeding {
  client: pg.Client;
  projectId: number;
  orgId: number;
  doctorUserId: number;
  doctorName: string;
  templates: Map<string, number>;
}

/** `hour`:00 China time, `day` days from today (China day). */
function chinaAt(day: number, hour: number): Date {
  return new Date(`${chinaDay(Date.now() + day * DAY_MS)}T${String(hour).padStart(2, '0')}:00:00+08:00`);
}

/**
 * Follow-up demo data: the national default templates, and for the adult patients of DEMO01
 * (ordered by id, so it works with the 3 demo patients and the 60-patient cohort) plans in every
 * state for doctor01 (due today, overdue, planned, in the pool, cancelled, done with records and
 * graded readings), and an appointment push waiting for 张三's answer.
 */
export async function seedFollow(client: pg.Client, projectId: number): Promise<void> {
  const ids = await client.query<{ org_id: number; user_id: number; name: string }>(
    `select o.id as org_id, u.id as user_id, u.name from orgs o join users u on u.project_id = o.project_id and u.username = 'doctor01'
     where o.project_id = $1 and o.code = 'DEMO01'`,
    [projectId],
  );
  const row = ids.rows[0];
  if (!row) return;
  const s: Seeding = {
    client,
    projectId,
    orgId: row.org_id,
    doctorUserId: row.user_id,
    doctorName: row.name,
    templates: await seedFollowTemplates(client, projectId),
  };
  const patients = await client.query<Patient>(
    `select p.id, p.birthday::text as birthday, p.sex, p.idcard from patients p left join doctors d on d.id = p.doctor_id
     where p.project_id = $1 and coalesce(p.org_id, d.org_id) = $2 and not p.is_child order by p.id`,
    [projectId, s.orgId],
  );
  let turn = 0;
  for (const p of patients.rows) {
    const demo = p.idcard === DEMO_IDCARD;
    if (!demo && turn >= COHORT_STORY_LIMIT) continue;
    const story = demo ? DEMO_PATIENT_STORY : (COHORT_STORIES[turn++ % COHORT_STORIES.length] as SeedStory);
    const planIds = await seedStory(s, p, story);
    if (demo) await seedAppointment(s, p.id, planIds[1] ?? null);
  }
}

async function seedStory(s: Seeding, p: Patient, story: SeedStory): Promise<number[]> {
  const templateId = s.templates.get(story.disease) ?? null;
  let previous: number | null = null;
  for (const v of [...story.visits].sort((a, b) => b.daysAgo - a.daysAgo)) {
    previous = await seedVisit(s, p, story.disease, templateId, v, previous);
  }
  const ids: number[] = [];
  for (const plan of story.plans) {
    const r = await s.client.query<{ id: number }>(
      `insert into follow_plans (project_id, patient_id, org_id, template_id, follow_mode, follow_frequency, plan_time,
         follow_person_user_id, follow_content, state, cancel_reason, closed_by_user_id, source, created_by_user_id)
       values ($1,$2,$3,$4,$12,'quarterly',$5,$6,$7,$8,$9,$10,'plan',$11) returning id`,
      [
        s.projectId,
        p.id,
        s.orgId,
        templateId,
        chinaAt(plan.day, plan.hour),
        plan.held ? s.doctorUserId : null,
        plan.content,
        plan.state,
        plan.cancelReason ?? null,
        plan.state === 'cancelled' ? s.doctorUserId : null,
        s.doctorUserId,
        plan.mode,
      ],
    );
    const planId = r.rows[0]?.id ?? 0;
    ids.push(planId);
    // An open plan due within the reminder lead had its reminder sent before the demo begins, as
    // in a running programme: marked sent, so the reminder job does not send it again at start-up
    // (which would otherwise depend on the hour the seed ran).
    const planTime = chinaAt(plan.day, plan.hour);
    const ahead = planTime.getTime() - Date.now();
    if (plan.state === 'open' && ahead > 0 && ahead <= FOLLOW_REMIND_LEAD_HOURS * 3_600_000)
      await s.client.query(
        `insert into follow_reminders (project_id, plan_id, due_day) values ($1, $2, $3) on conflict do nothing`,
        [s.projectId, planId, chinaDay(planTime)],
      );
  }
  return ids;
}

/** A done plan, its graded readings (the shared grading of every entry path) and its record. */
async function seedVisit(
  s: Seeding,
  p: Patient,
  disease: 'hbp' | 'dm',
  templateId: number | null,
  v: SeedVisit,
  previousClassification: number | null,
): Promise<number | null> {
  const at = chinaAt(-v.daysAgo, 10);
  const plan = await s.client.query<{ id: number }>(
    `insert into follow_plans (project_id, patient_id, org_id, template_id, follow_mode, follow_frequency, plan_time,
       follow_person_user_id, state, actual_person_user_id, actual_time, source, created_by_user_id)
     values ($1,$2,$3,$4,$5,'quarterly',$6,$7,'done',$7,$6,'plan',$7) returning id`,
    [s.projectId, p.id, s.orgId, templateId, v.mode, at, s.doctorUserId],
  );
  const r = v.reading;
  const readings: Array<[MeasurementType, Record<string, number | undefined>, string | null]> = [];
  if (r.sbp !== undefined)
    readings.push(['bp', { systolic: r.sbp, diastolic: r.dbp, heartRate: r.heartRate }, null]);
  if (r.glucose !== undefined) readings.push(['bg', { glucose: r.glucose }, 'fasting']);
  if (r.weight !== undefined) readings.push(['weight', { weight: r.weight, height: 165 }, null]);
  const measurementIds: number[] = [];
  for (const [type, values, period] of readings) {
    const m = prepareReading({
      projectId: s.projectId,
      patientId: p.id,
      type,
      values,
      source: 'doctor',
      measuredAt: at,
      period,
      subject: { birthday: p.birthday, sex: p.sex },
    });
    const inserted = await s.client.query<{ id: number }>(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, period, remark, level, abnormal, created_by_user_id)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,'随访录入',$10,$11,$12) returning id`,
      [
        s.projectId,
        p.id,
        m.type,
        JSON.stringify(m.values),
        m.unit,
        m.loinc,
        m.source,
        at,
        m.period,
        m.level,
        m.abnormal,
        s.doctorUserId,
      ],
    );
    measurementIds.push(inserted.rows[0]?.id ?? 0);
  }
  const a = assessFollow({
    disease,
    age: ageOn(p.birthday, at),
    sbp: r.sbp,
    dbp: r.dbp,
    heartRate: r.heartRate,
    glucose: r.glucose,
    dangerSigns: [],
    adverseReaction: false,
    complication: false,
    previousClassification,
    frequencyDays: 90,
    followDay: chinaDay(at),
  });
  const form = {
    symptoms: v.symptoms,
    dangerSigns: [],
    adherence: v.adherence,
    adverseReaction: false,
    complication: false,
    medication: v.medication,
  };
  await s.client.query(
    `insert into follow_records (project_id, plan_id, patient_id, org_id, doctor_user_id, follow_time, follow_mode, disease, form,
       measurement_ids, classification, controlled, referral, reasons, rule_source, next_follow_date, advice, source)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,'doctor')`,
    [
      s.projectId,
      plan.rows[0]?.id,
      p.id,
      s.orgId,
      s.doctorUserId,
      at,
      v.mode,
      disease,
      JSON.stringify(form),
      measurementIds,
      a.classification,
      a.controlled,
      a.referral,
      JSON.stringify(a.reasons),
      a.source,
      a.nextFollowDate,
      v.advice,
    ],
  );
  return a.classification;
}

async function seedAppointment(s: Seeding, patientId: number, planId: number | null): Promise<void> {
  const at = new Date(`${chinaDay(Date.now() + APPOINTMENT.day * DAY_MS)}T09:30:00+08:00`);
  await s.client.query(
    `insert into follow_appointments (project_id, patient_id, plan_id, doctor_user_id, appoint_time, follow_mode, content)
     values ($1,$2,$3,$4,$5,$6,$7)`,
    [s.projectId, patientId, planId, s.doctorUserId, at, APPOINTMENT.mode, APPOINTMENT.content],
  );
  const users = await s.client.query<{ user_id: number }>(
    `select user_id from patient_relations where project_id = $1 and patient_id = $2`,
    [s.projectId, patientId],
  );
  for (const u of users.rows) {
    await s.client.query(
      `insert into system_messages (project_id, user_id, kind, title, content, link) values ($1,$2,'follow','随访预约',$3,$4)`,
      [
        s.projectId,
        u.user_id,
        `${s.doctorName}邀请您于${chinaDay(at)} 09:30进行门诊随访：${APPOINTMENT.content}请确认是否接受。`,
        '/health/patient/follow/programme/intervene/appointment/history',
      ],
    );
  }
}
