import {
  DOCTOR_AUDIT_STATE_TEXT,
  type DoctorAuditState,
  type LicenseAuditView,
  maskBankCard,
  maskIdCard,
  type SignUpView,
} from '@kanghu/shared';
import type { DoctorRow, LicenseRow, SignUpRow } from './repo.ts';

function auditState(state: number): DoctorAuditState {
  return state === 1 || state === 2 ? state : 0;
}

function auditFields(row: SignUpRow | LicenseRow, doctor: DoctorRow) {
  const state = auditState(row.state);
  return {
    id: row.id,
    doctorId: row.doctorId,
    userId: doctor.userId,
    doctorName: doctor.name,
    state,
    stateText: DOCTOR_AUDIT_STATE_TEXT[state],
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** A sign-up as answered: the bank card and the ID number are never sent in full. */
export function signUpView(row: SignUpRow, doctor: DoctorRow): SignUpView {
  return {
    ...auditFields(row, doctor),
    autograph: row.autograph,
    bank: row.bank,
    bankName: row.bankName,
    bankAddress: row.bankAddress,
    bankCard: maskBankCard(row.bankCard),
    bankUserName: row.bankUserName,
    idcard: maskIdCard(row.idcard),
    idcardImgList: row.idcardImgList,
  };
}

export function licenseView(row: LicenseRow, doctor: DoctorRow): LicenseAuditView {
  return { ...auditFields(row, doctor), licenseNo: row.licenseNo, imageList: row.imageList };
}
