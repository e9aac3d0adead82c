import { chinaDay, simulatedConversation } from '@kanghu/shared';
import type pg from 'pg';
import { seedFollowTemplates } from './follow-templates.ts';

/**
 * The AI platform's operations demo (issue 16) in yzh-yuhang, for servicer aidoc01 of 临平区:
 * today's pre-consultation waiting list, a bound desk blood-pressure meter with readings, follow
 * plans in the pool, taken and done, and a few completed (simulated) robot calls. Looked up by
 * code; bulk inserts. Runs after seedAiPlatform.
 */
const DISTRICT_KEY = '02330113';
const SERVICER = 'aidoc01';
const DESK_SERIAL = 'LP-BP-DESK-01';
const CONTENTS = ['高血压季度随访', '糖尿病季度随访', '血压控制不佳两周随访', '新发现高血压首次随访'];

export async function seedAiOps(client: pg.Client, projectId: number, now = new Date()): Promise<void> {
  const ids = await client.query<{
    district: number;
    user_id: number;
    local_user_id: string;
    org_id: number;
  }>(
    `select d.id as district, u.id as user_id, b.local_user_id, u.org_id
       from districts d join users u on u.project_id = d.project_id and u.username = $3
       join ai_local_bindings b on b.user_id = u.id
      where d.project_id = $1 and d.key = $2`,
    [projectId, DISTRICT_KEY, SERVICER],
  );
  const me = ids.rows[0];
  if (!me) return;
  const people = await client.query<{ id: number; name: string; tel: string | null }>(
    `select id, name, tel from patients where project_id = $1 and org_id = $2 order by md5(id::text) limit 60`,
    [projectId, me.org_id],
  );
  const p = people.rows;
  if (p.length < 60) return;
  const today = chinaDay(now);
  const yesterday = chinaDay(new Date(now.getTime() - 86_400_000));
  const at = (i: number) => p[i]?.id ?? 0;

  // Pre-consultation: 10 waiting today (2 saved temporarily), 4 done yesterday.
  await client.query(
    `insert into ai_preconsults (project_id, district_id, patient_id, visit_date, state, form, user_id, saved_at)
     select $1, $2, pid, day, state, form::jsonb, case when state = 'waiting' then null else $3::int end,
            case when state = 'waiting' then null else now() end
       from unnest($4::int[], $5::text[], $6::text[], $7::text[]) as t(pid, day, state, form)`,
    [
      projectId,
      me.district,
      me.user_id,
      [...Array(14).keys()].map(at),
      [...Array(14).keys()].map((i) => (i < 10 ? today : yesterday)),
      [...Array(14).keys()].map((i) => (i < 8 ? 'waiting' : i < 10 ? 'temporary' : 'done')),
      [...Array(14).keys()].map((i) =>
        JSON.stringify(
          i < 8 ? {} : { sbp: 128 + i, dbp: 78 + (i % 6), heartRate: 70 + i, bg: i < 10 ? null : 6.1 },
        ),
      ),
    ],
  );

  // The desk blood-pressure meter and readings it sent today.
  const dev = await client.query<{ id: number }>(
    `insert into devices (project_id, serial, device_measure_type, device_brand, device_model)
     values ($1, $2, 'bp', '欧姆龙', 'HBP-9030') returning id`,
    [projectId, DESK_SERIAL],
  );
  await client.query(
    `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, device_id, measured_at, level, abnormal)
     select $1, pid, 'bp', jsonb_build_object('systolic', s, 'diastolic', d, 'heartRate', h), 'mm[Hg]', '85354-9', 'iot', $2,
            now() - (n || ' minutes')::interval, case when s >= 140 then 'high1' else 'normal' end, s >= 140
       from unnest($3::int[], $4::int[], $5::int[], $6::int[], $7::int[]) as t(pid, s, d, h, n)`,
    [
      projectId,
      dev.rows[0]?.id,
      [at(0), at(1), at(2)],
      [136, 148, 124],
      [84, 92, 78],
      [72, 80, 66],
      [5, 40, 90],
    ],
  );
  await client.query(
    `insert into ai_desk_devices (project_id, district_id, user_id, local_user_id, type, serial) values ($1,$2,$3,$4,'bp',$5)`,
    [projectId, me.district, me.user_id, me.local_user_id, DESK_SERIAL],
  );

  // The national follow templates (as the app creates them on first use): a 糖尿病 plan asks for
  // fasting glucose, the others for blood pressure.
  await seedFollowTemplates(client, projectId);

  // Follow plans: 12 in the pool, 5 taken by aidoc01, 6 done by aidoc01 (2 synced later by the screen).
  const kinds = [...Array(23).keys()].map((i) => (i < 12 ? 'pool' : i < 17 ? 'mine' : 'done'));
  await client.query(
    `insert into follow_plans (project_id, patient_id, org_id, template_id, follow_mode, follow_frequency, plan_time, state,
       follow_person_user_id, actual_person_user_id, actual_time, follow_content, source, created_by_user_id)
     select $1, pid, $2,
            (select id from follow_templates where project_id = $1 and code = case when t.content like '糖尿病%' then 'dm' else 'hbp' end),
            mode, 'quarterly', now() + (days || ' days')::interval,
            case when kind = 'done' then 'done' else 'open' end,
            case when kind = 'pool' then null else $3::int end,
            case when kind = 'done' then $3::int end,
            case when kind = 'done' then now() + (days || ' days')::interval end,
            content, 'ai', $3
       from unnest($4::int[], $5::text[], $6::int[], $7::int[], $8::text[]) as t(pid, kind, mode, days, content)`,
    [
      projectId,
      me.org_id,
      me.user_id,
      kinds.map((_, i) => at(20 + i)),
      kinds,
      kinds.map((_, i) => [1, 3, 2][i % 3]),
      kinds.map((k, i) => (k === 'done' ? -(i - 15) : (i % 9) - 2)),
      kinds.map((_, i) => CONTENTS[i % CONTENTS.length]),
    ],
  );

  // Completed robot calls (simulated by the development provider; labelled so in the UI).
  const types = ['follow', 'abnormal', 'consult', 'medication', 'follow', 'abnormal'] as const;
  for (const [i, type] of types.entries()) {
    const who = p[44 + i];
    if (!who) continue;
    const r = simulatedConversation(i + 1, type, who.name);
    await client.query(
      `insert into ai_calls (project_id, district_id, patient_id, user_id, robot_type, phone, name, state, outcome,
         transcript, duration_seconds, provider, simulated, finished_at, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,'dev',true, now() - ($12 || ' hours')::interval, now() - ($12 || ' hours')::interval)`,
      [
        projectId,
        me.district,
        who.id,
        me.user_id,
        type,
        who.tel ?? '13800000000',
        who.name,
        r.state,
        r.outcome,
        JSON.stringify(r.transcript),
        r.durationSeconds,
        String(i * 5 + 1),
      ],
    );
  }
}
