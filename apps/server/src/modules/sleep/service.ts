import {
  ageInMonths,
  chinaDay,
  chinaMidnight,
  DAY_MS,
  SLEEP_STATUS_LABELS,
  type SleepRecordView,
  sleepBand,
  sleepStatus,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { withPatient } from '../../core/with-patient.ts';
import type { patients } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { type SleepRow, sleepSince, upsertSleep } from './repo.ts';

type PatientRow = typeof patients.$inferSelect;

/** The band for the child's age on `day`; null without a birthday or from 18. */
function bandOn(patient: PatientRow, day: string) {
  return sleepBand(ageInMonths(patient.birthday, chinaMidnight(day)));
}

function view(r: SleepRow, patient: PatientRow): SleepRecordView {
  const band = bandOn(patient, r.day);
  const status = band ? sleepStatus(r.hours, band) : null;
  return {
    id: r.id,
    patientId: r.patientId,
    day: r.day,
    hours: r.hours,
    remark: r.remark,
    status,
    statusLabel: status ? SLEEP_STATUS_LABELS[status] : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** POST /api/patient/sleep/record: one day's total sleep; the same day again replaces it. */
export async function addSleepRecord(
  ctx: Ctx,
  body: { patientId: number; day: string; hours: number; remark?: string | undefined },
): Promise<SleepRecordView> {
  return withPatient(ctx, body.patientId, async ({ tx, viewer, patient }) => {
    if (body.day > chinaDay(ctx.now())) throw badRequest('日期不能晚于今天');
    if (patient.birthday && body.day < patient.birthday) throw badRequest('日期不能早于出生日期');
    const row = await upsertSleep(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      day: body.day,
      hours: Math.round(body.hours * 10) / 10,
      remark: body.remark ?? null,
      createdByUserId: viewer.userId,
    });
    return view(row, patient);
  });
}

/** GET /api/patient/sleep/report: the last `days` days against the band for today's age. */
export async function sleepReport(ctx: Ctx, query: { patientId: number; days: number }) {
  return withPatient(ctx, query.patientId, async ({ tx, patient }) => {
    const today = chinaDay(ctx.now());
    const from = chinaDay(new Date(chinaMidnight(today).getTime() - (query.days - 1) * DAY_MS));
    const rows = await sleepSince(tx, patient.id, from);
    const list = rows.map((r) => view(r, patient));
    const band = bandOn(patient, today);
    const averageHours =
      list.length > 0 ? Math.round((list.reduce((s, r) => s + r.hours, 0) / list.length) * 10) / 10 : null;
    const daysOk = list.filter((r) => r.status === 'ok').length;
    const advice: string[] = [];
    if (!band) advice.push('未找到适用的年龄段推荐睡眠时长（需填写出生日期，且适用于18岁以下）。');
    else if (averageHours !== null) {
      const range = band.max === null ? `不少于${band.min}小时` : `${band.min}～${band.max}小时`;
      const status = sleepStatus(averageHours, band);
      if (status === 'short')
        advice.push(
          `近${query.days}天平均睡眠${averageHours}小时，少于${band.label}推荐的${range}，建议固定作息、提前就寝，睡前1小时远离电子屏幕。`,
        );
      else if (status === 'long')
        advice.push(
          `近${query.days}天平均睡眠${averageHours}小时，多于${band.label}推荐的${range}，如伴精神差、打鼾请咨询医生。`,
        );
      else
        advice.push(
          `近${query.days}天平均睡眠${averageHours}小时，符合${band.label}推荐的${range}，请继续保持规律作息。`,
        );
    }
    return { patientId: patient.id, band, list, averageHours, daysOk, advice };
  });
}
