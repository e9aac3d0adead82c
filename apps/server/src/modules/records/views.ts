import type { CheckKind, CheckRecordView, DiagnosisRecordView, ExaminationView } from '@kanghu/shared';
import type { CheckRow, DiagnosisRow, ExamRow } from './repo.ts';

export function checkView(r: CheckRow): CheckRecordView {
  return {
    id: r.id,
    patientId: r.patientId,
    kind: r.kind as CheckKind,
    itemName: r.itemName,
    orgName: r.orgName,
    checkTime: r.checkedAt.toISOString(),
    result: r.result,
    abnormal: r.abnormal,
    attachments: r.attachments,
    doctorRemark: r.doctorRemark,
    createdAt: r.createdAt.toISOString(),
  };
}

export function examinationSummary(r: Omit<ExamRow, 'summary'> & { summary?: string | null }) {
  return {
    id: r.id,
    patientId: r.patientId,
    title: r.title,
    orgName: r.orgName,
    examTime: r.examinedAt.toISOString(),
    itemCount: r.items.length,
    abnormalCount: r.items.filter((i) => i.abnormal).length,
  };
}

export function examinationView(r: ExamRow): ExaminationView {
  return { ...examinationSummary(r), summary: r.summary, items: r.items };
}

export function diagnosisView(r: DiagnosisRow, doctorName: string | null): DiagnosisRecordView {
  return {
    id: r.id,
    patientId: r.patientId,
    doctorId: r.doctorId,
    doctorName,
    type: r.type,
    way: r.way,
    majorDiagnosis: r.majorDiagnosis,
    minorDiagnosis: r.minorDiagnosis,
    medicalTime: r.medicalTime.toISOString(),
    nowDisease: r.nowDisease,
    diseaseHistory: r.diseaseHistory,
    patientDesc: r.patientDesc,
    physical: r.physical,
    docList: r.docList,
  };
}
