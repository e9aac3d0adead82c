import { ageOn, maskIdCard, maskPhone, type PatientView } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { relationText, sexText } from '../patients/relation-text.ts';
import { diagnosisPath } from '../records/paths.ts';
import { useDiagnosisRecords } from '../records/queries.ts';
import own from './Lifetime.module.css';
import { LIFETIME_PATHS } from './paths.ts';
import { useArchiveDiagnoses } from './queries.ts';

const REPORTS = [
  { title: '体检报告', note: '历次健康体检', path: LIFETIME_PATHS.examinationReport },
  { title: '检查检验报告', note: '化验单、影像检查', path: LIFETIME_PATHS.checkReport },
  { title: '评估记录', note: '健康问卷评估结果', path: LIFETIME_PATHS.evaluate },
  { title: '元梦权益卡', note: '合作方健康权益', path: LIFETIME_PATHS.equityCard },
] as const;

/**
 * The archive tab of the lifetime user shell: the chosen family member's basic information, the
 * diagnoses (doctors' records and those the family entered, labelled), the reports, and the
 * family members (bind an existing patient or create one, both SMS-verified).
 */
export default function LifetimeArchivesScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PatientScope>
        {(patient) => (
          <>
            <BasicInfo patient={patient} />
            <Diagnoses patientId={patient.id} />
            <section className={styles.card} aria-label="健康报告">
              <h2 className={styles.cardTitle}>健康报告</h2>
              <div className={own.grid}>
                {REPORTS.map((r) => (
                  <button type="button" key={r.path} className={own.tile} onClick={() => navigate(r.path)}>
                    <span>{r.title}</span>
                    <span className={own.tileNote}>{r.note}</span>
                  </button>
                ))}
              </div>
            </section>
            <List className={styles.list} header="家庭成员" aria-label="家庭成员">
              <List.Item
                onClick={() => navigate(LIFETIME_PATHS.bindPatient)}
                description="已在平台建档的家人"
              >
                绑定就诊人
              </List.Item>
              <List.Item
                onClick={() => navigate(LIFETIME_PATHS.createPatient)}
                description="为家人新建健康档案"
              >
                新建就诊人
              </List.Item>
            </List>
          </>
        )}
      </PatientScope>
    </main>
  );
}

function BasicInfo({ patient }: { patient: PatientView }) {
  const session = useSession();
  const age = ageOn(patient.birthday);
  return (
    <section className={styles.card} aria-label="基本信息">
      <h2 className={styles.cardTitle}>基本信息</h2>
      <InfoRows
        rows={[
          ['姓名', patient.name],
          ['性别', sexText(patient.sex)],
          ['年龄', age !== null ? `${age}岁` : null],
          ['关系', relationText(session.data?.metadata.relation, patient.relation)],
          ['身份证号', patient.idcard ? maskIdCard(patient.idcard) : null],
          ['手机号', patient.tel ? maskPhone(patient.tel) : null],
        ]}
      />
    </section>
  );
}

function Diagnoses({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const family = useArchiveDiagnoses(patientId);
  const doctors = useDiagnosisRecords(patientId);
  const add = (
    <Button size="small" color="primary" fill="outline" onClick={() => navigate(LIFETIME_PATHS.addDiagnosis)}>
      添加诊断
    </Button>
  );
  const title = (
    <h2 className={styles.cardTitle}>
      诊断信息
      {add}
    </h2>
  );
  if (family.isPending || doctors.isPending)
    return (
      <section className={styles.card} aria-label="诊断信息">
        {title}
        <LoadingState />
      </section>
    );
  const failed = family.error ?? doctors.error;
  if (failed)
    return (
      <section className={styles.card} aria-label="诊断信息">
        {title}
        <ErrorState
          message={errorMessage(failed)}
          onRetry={() => void Promise.all([family.refetch(), doctors.refetch()])}
        />
      </section>
    );
  const familyRows = family.data?.list ?? [];
  const doctorRows = doctors.data?.list ?? [];
  return (
    <section className={styles.card} aria-label="诊断信息">
      {title}
      {familyRows.length + doctorRows.length === 0 ? (
        <EmptyState title="暂无诊断信息" />
      ) : (
        <List aria-label="诊断列表">
          {doctorRows.map((d) => (
            <List.Item
              key={`d${d.id}`}
              data-testid="archive-diagnosis"
              onClick={() => navigate(diagnosisPath(d.id))}
              description={`${formatDateTime(d.medicalTime).slice(0, 10)}${d.doctorName ? ` · ${d.doctorName}` : ''}`}
              extra={
                <Tag color="primary" fill="outline">
                  医生诊断
                </Tag>
              }
            >
              {d.majorDiagnosis}
            </List.Item>
          ))}
          {familyRows.map((d) => (
            <List.Item
              key={`f${d.id}`}
              data-testid="archive-diagnosis"
              description={[formatDateTime(d.diagnosedAt).slice(0, 10), d.hospital, d.remark]
                .filter(Boolean)
                .join(' · ')}
              extra={
                <Tag color="warning" fill="outline">
                  {d.sourceText}
                </Tag>
              }
            >
              {d.diseaseName}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
