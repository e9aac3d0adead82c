import {
  DIAGNOSIS_TYPES,
  type HealthPathEvent,
  type HealthPathView,
  MEASUREMENT_TYPE_INFO,
  type MeasurementType,
  TERMINATE_REASONS,
  type TerminateReason,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pathRows } from './path-repo.ts';

/** Reading counts that mark a milestone on the path. */
export const MEASURE_MILESTONES = [1, 10, 50, 100, 500, 1000] as const;
const PATH_LIMIT = 300;

/**
 * GET /api/patient/health/manage/path?patientId: the patient's programme as one timeline, oldest
 * first, from real rows: the archive, sign and sickbed applications, family-doctor contracts
 * (signed once both parties confirmed, ended), follow-ups (phone calls,
 * diagnosis visits, signs a servicer took), measurement milestones (1st, 10th, 50th... reading
 * of each type), check/inspection and examination records, completed accompany visits.
 */
export function healthPath(ctx: Ctx, patientId: number): Promise<HealthPathView> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const rows = await pathRows(tx, patientId, MEASURE_MILESTONES);
    const events: HealthPathEvent[] = [
      { time: patient.createdAt.toISOString(), kind: 'archive', title: '建立健康档案', detail: null },
    ];
    const at = (d: Date) => d.toISOString();

    /** An application, and its approval when state is 1 (家庭病床). */
    const applied = (
      row: { createdAt: Date; updatedAt: Date; state: number | null },
      title: string,
      detail: string | null,
      approvedTitle: string,
      approvedDetail: string | null,
    ) => {
      events.push({ time: at(row.createdAt), kind: 'sign', title, detail });
      if (row.state === 1)
        events.push({ time: at(row.updatedAt), kind: 'sign', title: approvedTitle, detail: approvedDetail });
    };
    for (const s of rows.preSigns) {
      events.push({
        time: at(s.createdAt),
        kind: 'sign',
        title: '提交家庭医生签约申请',
        detail: s.servicePack,
      });
    }
    for (const c of rows.contracts) {
      const confirmed = [c.doctorConfirmedAt, c.residentConfirmedAt];
      if (confirmed.every((d) => d !== null)) {
        const signedAt = new Date(Math.max(...confirmed.map((d) => d?.getTime() ?? 0)));
        events.push({
          time: at(signedAt),
          kind: 'sign',
          title: '家庭医生签约生效',
          detail: c.servicePacks.join('、'),
        });
      }
      if (c.terminatedAt) {
        const reason = TERMINATE_REASONS[c.terminateReason as TerminateReason] ?? null;
        events.push({ time: at(c.terminatedAt), kind: 'sign', title: '家庭医生签约解约', detail: reason });
      }
    }
    for (const s of rows.sickbeds) {
      applied(s, '申请家庭病床', s.diseaseCategoryName, '家庭病床申请通过', s.stateRemark);
    }
    for (const c of rows.calls) {
      events.push({ time: at(c.startTime), kind: 'follow', title: '电话随访', detail: c.remark });
    }
    for (const d of rows.diagnoses) {
      const type = DIAGNOSIS_TYPES[d.type as keyof typeof DIAGNOSIS_TYPES] ?? '就诊';
      events.push({
        time: at(d.medicalTime),
        kind: 'follow',
        title: `${type}就诊`,
        detail: d.majorDiagnosis,
      });
    }
    for (const s of rows.signs) {
      events.push({
        time: at(s.measuredAt),
        kind: 'follow',
        title: '医生上门测量体征',
        detail: `${s.measurementIds.length}项测量`,
      });
    }
    for (const m of rows.milestones) {
      const label = MEASUREMENT_TYPE_INFO[m.type as MeasurementType]?.label ?? m.type;
      events.push({
        time: new Date(m.measured_at).toISOString(),
        kind: 'measure',
        title: Number(m.n) === 1 ? `首次记录${label}` : `累计记录${label}${m.n}次`,
        detail: null,
      });
    }
    for (const r of rows.checks) {
      events.push({
        time: at(r.checkedAt),
        kind: 'record',
        title: `${r.kind === 'check' ? '检查' : '检验'}：${r.itemName}`,
        detail: r.abnormal ? '结果异常' : null,
      });
    }
    for (const e of rows.exams) {
      events.push({ time: at(e.examinedAt), kind: 'record', title: `体检：${e.title}`, detail: e.orgName });
    }
    for (const a of rows.accompany) {
      if (a.state === 'completed' && a.finishedAt)
        events.push({ time: at(a.finishedAt), kind: 'service', title: '完成陪诊服务', detail: a.hospital });
    }
    events.sort((x, y) => x.time.localeCompare(y.time));
    return { patientId, patientName: patient.name, events: events.slice(-PATH_LIMIT) };
  });
}
