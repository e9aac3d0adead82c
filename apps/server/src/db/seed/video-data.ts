import { VIDEO_ROOM_RANDOM_MAX } from '@kanghu/shared';
import type pg from 'pg';
import { chinaAt, staffByUsername } from './seed-kit.ts';

/**
 * Demo remote video consultations of org DEMO01 (issue 15): 王医生 hosts one tomorrow morning with
 * 李医生 and the patient 张三, and one that ended last week; so the consultation list, its detail
 * and the room screens have content for the demo doctor and the demo patient. Seeded rows carry
 * no reminder (is_remind false): reminders are pg-boss jobs scheduled by the create call, which a
 * seed does not run, and a row must not promise a reminder that will never be sent.
 */

interface Consult {
  title: string;
  start: Date;
  minutes: number;
  ended: boolean;
}

export async function seedVideoConsultations(client: pg.Client, projectId: number): Promise<void> {
  const host = await staffByUsername(client, projectId, 'doctor01');
  const peer = await staffByUsername(client, projectId, 'doctor02');
  const patient = await client.query<{ id: number }>(
    `select p.id from patients p
      where p.project_id = $1 and p.idcard = '11010519491231002X'
      order by p.id limit 1`,
    [projectId],
  );
  const patientId = patient.rows[0]?.id;
  if (!host || !peer || !patientId) return;
  const consults: Consult[] = [
    { title: '高血压用药调整远程会诊', start: chinaAt(-1, 10), minutes: 30, ended: false },
    { title: '糖尿病足风险评估会诊', start: chinaAt(6, 15), minutes: 40, ended: true },
  ];
  for (const [i, c] of consults.entries()) {
    const end = new Date(c.start.getTime() + c.minutes * 60_000);
    const room = await client.query<{ id: number }>(
      `insert into video_rooms (project_id, room_code, host_user_id, member_user_ids, patient_id, title, closed_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        projectId,
        String(VIDEO_ROOM_RANDOM_MAX - 1 - i),
        host.userId,
        [peer.userId],
        patientId,
        c.title,
        c.ended ? end : null,
      ],
    );
    await client.query(
      `insert into remote_consultations
         (project_id, room_id, title, patient_id, host_user_id, org_id, doctor_ids, start_time, end_time,
          is_remind, state, ended_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11)`,
      [
        projectId,
        room.rows[0]?.id,
        c.title,
        patientId,
        host.userId,
        host.orgId,
        [host.doctorId, peer.doctorId],
        c.start,
        end,
        c.ended ? 'ended' : 'scheduled',
        c.ended ? end : null,
      ],
    );
  }
}
