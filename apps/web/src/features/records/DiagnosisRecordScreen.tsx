import type { DiagnosisRecordView } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { DOC_TYPE_KEYS, diagnosisTypeLabel, docTypeLabel } from './diagnosis-text.ts';
import { diagnosisPath, documentPath } from './paths.ts';
import { idFrom, useDiagnosisRecord, useDiagnosisRecords } from './queries.ts';
import own from './Records.module.css';

/**
 * Diagnosis records (/health/patient/common/diagnosis/record/detail): with `?id=` one record and
 * its documents; without, the current patient's records.
 */
export default function DiagnosisRecordScreen() {
  const [params] = useSearchParams();
  const id = idFrom(params);
  return (
    <main className={styles.page}>
      <PageBar title="诊断记录" fallback={PATIENT_PATHS.home} />
      {id === null ? (
        <PatientScope>{(patient) => <DiagnosisList patientId={patient.id} />}</PatientScope>
      ) : (
        <DiagnosisDetail id={id} />
      )}
    </main>
  );
}

function DiagnosisList({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const records = useDiagnosisRecords(patientId);
  if (records.isPending) return <LoadingState />;
  if (records.isError) {
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  }
  if (records.data.list.length === 0) return <EmptyState title="暂无诊断记录" />;
  return (
    <List className={styles.list} header={`共${records.data.total}条诊断记录`} aria-label="诊断记录">
      {records.data.list.map((r) => (
        <List.Item
          key={r.id}
          data-testid="diagnosis-row"
          onClick={() => navigate(diagnosisPath(r.id))}
          description={
            <div className={styles.rowMeta}>
              {formatDateTime(r.medicalTime)}
              {r.doctorName && ` · ${r.doctorName}`}
            </div>
          }
          extra={<Tag color="primary">{diagnosisTypeLabel(r.type)}</Tag>}
        >
          <span className={styles.row}>{r.majorDiagnosis}</span>
        </List.Item>
      ))}
    </List>
  );
}

const SECTIONS: ReadonlyArray<[keyof DiagnosisRecordView, string]> = [
  ['patientDesc', '主诉'],
  ['nowDisease', '现病史'],
  ['diseaseHistory', '既往史'],
  ['physical', '体格检查'],
];

function DiagnosisDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const record = useDiagnosisRecord(id);
  if (record.isPending) return <LoadingState />;
  if (record.isError) {
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  }
  const r = record.data;
  const docTypes = DOC_TYPE_KEYS.filter((t) => r.docList.some((d) => d.type === t));
  return (
    <>
      <section className={styles.card} aria-label="诊断">
        <h2 className={styles.cardTitle}>
          {r.majorDiagnosis}
          <Tag color="primary">{diagnosisTypeLabel(r.type)}</Tag>
        </h2>
        <div className={own.detailRow}>
          <span className={own.detailLabel}>就诊时间</span>
          <span>{formatDateTime(r.medicalTime)}</span>
        </div>
        <div className={own.detailRow}>
          <span className={own.detailLabel}>医生</span>
          <span>{r.doctorName ?? '未填写'}</span>
        </div>
        {r.way && (
          <div className={own.detailRow}>
            <span className={own.detailLabel}>就诊方式</span>
            <span>{r.way}</span>
          </div>
        )}
        {r.minorDiagnosis && (
          <div className={own.detailRow}>
            <span className={own.detailLabel}>次要诊断</span>
            <span>{r.minorDiagnosis}</span>
          </div>
        )}
      </section>
      {SECTIONS.map(([key, label]) =>
        r[key] ? (
          <section key={key} className={styles.card} aria-label={label}>
            <h2 className={styles.cardTitle}>{label}</h2>
            <p className={own.text}>{String(r[key])}</p>
          </section>
        ) : null,
      )}
      <List className={styles.list} header="就诊资料" aria-label="就诊资料">
        {docTypes.length === 0 ? (
          <List.Item>暂无资料</List.Item>
        ) : (
          docTypes.map((t) => (
            <List.Item
              key={t}
              onClick={() => navigate(documentPath(r.id, t))}
              extra={`${r.docList.filter((d) => d.type === t).length}份`}
            >
              {docTypeLabel(t)}
            </List.Item>
          ))
        )}
      </List>
    </>
  );
}
