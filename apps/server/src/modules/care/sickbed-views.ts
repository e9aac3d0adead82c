import { maskIdCard, maskPhone, SICKBED_STATES, type SickbedView } from '@kanghu/shared';
import type { Viewer } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { type SickbedRow, sickbedNames } from './sickbed-repo.ts';
import { sickbedActionsOf } from './sickbed-states.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Lists mask the phones for every viewer (spec 1 section 9); one application shown on its own
 * (detail, or the answer of a write) shows them in full to the applicant, who may correct them.
 */
export async function sickbedViews(
  tx: Tx,
  rows: SickbedRow[],
  viewer: Viewer,
  single: boolean,
): Promise<SickbedView[]> {
  const names = await sickbedNames(tx, rows);
  return rows.map((r) => {
    const own = single && r.applicantUserId === viewer.userId;
    const n = names.get(r.id);
    return {
      id: r.id,
      patientId: r.patientId,
      patientName: n?.patientName ?? '',
      idcard: maskIdCard(n?.idcard ?? null),
      orgId: r.orgId,
      orgName: n?.orgName ?? null,
      doctorId: r.doctorId,
      doctorName: n?.doctorName ?? null,
      hospital: r.hospital,
      diseaseCategory: r.diseaseCategory,
      diseaseCategoryName: r.diseaseCategoryName,
      relation: r.relation,
      address: r.address,
      areaCode: r.areaCode,
      latitude: r.latitude,
      longitude: r.longitude,
      tel: own ? r.tel : maskPhone(r.tel),
      contactsName: r.contactsName,
      contactsTel: r.contactsTel === null ? null : own ? r.contactsTel : maskPhone(r.contactsTel),
      contactsRelation: r.contactsRelation,
      remark: r.remark,
      fileList: r.fileList,
      state: r.state,
      stateLabel: SICKBED_STATES[r.state as keyof typeof SICKBED_STATES] ?? '',
      stateRemark: r.stateRemark,
      bedNo: r.bedNo,
      reviewerName: n?.reviewerName ?? null,
      reviewedAt: iso(r.reviewedAt),
      dischargedAt: iso(r.dischargedAt),
      actions: sickbedActionsOf(viewer, r),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function sickbedView(tx: Tx, row: SickbedRow, viewer: Viewer): Promise<SickbedView> {
  const [v] = await sickbedViews(tx, [row], viewer, true);
  if (!v) throw badRequest('申请不存在');
  return v;
}
