import { maskIdCard, maskPhone, type PatientDetail } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import { writeCurrentPatientId } from '../../app/session/current-patient-store.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatient, useRemoveRelation } from './queries.ts';
import { relationText, sexText } from './relation-text.ts';

/** A bound patient (/health/patient/detail?id=): record, health shortcuts, remove the binding. */
export default function PatientDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('patientId')) || null;
  const patient = usePatient(id);
  return (
    <main className={styles.page}>
      <PageBar title="就诊人详情" fallback={PATIENT_PATHS.myPatients} />
      {id === null ? (
        <ErrorState message="就诊人不存在" />
      ) : patient.isPending ? (
        <LoadingState />
      ) : patient.isError ? (
        <ErrorState message={errorMessage(patient.error)} onRetry={() => void patient.refetch()} />
      ) : (
        <Detail patient={patient.data} />
      )}
    </main>
  );
}

function Detail({ patient }: { patient: PatientDetail }) {
  const { ui, storage, projectKey } = useApp();
  const navigate = useNavigate();
  const session = useSession();
  const remove = useRemoveRelation();
  const goBack = useGoBack(PATIENT_PATHS.myPatients);
  const rows: Array<[string, string]> = [
    ['与本人关系', relationText(session.data?.metadata.relation, patient.relation)],
    ['性别', sexText(patient.sex)],
    ['年龄', patient.age !== null ? `${patient.age}岁` : ''],
    ['出生日期', patient.birthday ?? ''],
    ['身份证号', patient.idcard ? maskIdCard(patient.idcard) : ''],
    ['手机号', patient.tel ? maskPhone(patient.tel) : ''],
    ['签约医生', patient.doctorName ?? '未签约'],
  ];

  const onRemove = async () => {
    const ok = await ui.confirm(`解除绑定后，您将无法再查看${patient.name}的健康数据，确定解除吗？`, {
      confirm: '解除绑定',
    });
    if (!ok) return;
    remove.mutate(patient.id, {
      onSuccess: () => {
        ui.toast('已解除绑定');
        goBack();
      },
    });
  };

  const openHealth = (path: string) => {
    writeCurrentPatientId(storage, projectKey, patient.id);
    navigate(`${path}?patientId=${patient.id}`);
  };

  return (
    <>
      <section className={styles.card} aria-label="基本信息">
        <h2 className={styles.cardTitle}>
          <span>{patient.name}</span>
          {patient.isChild && <Tag color="warning">儿童</Tag>}
        </h2>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <span className={styles.detailLabel}>{label}</span>
            <span>{value || '未填写'}</span>
          </div>
        ))}
        {patient.tagList.length > 0 && (
          <div className={styles.meta}>
            {patient.tagList.map((t) => (
              <Tag key={t.id} color="primary" fill="outline" style={{ marginRight: 6 }}>
                {t.name}
              </Tag>
            ))}
          </div>
        )}
      </section>
      <div className={styles.actions}>
        <Button size="large" shape="rounded" onClick={() => openHealth(MEASURE_PATHS.bp)}>
          血压记录
        </Button>
        <Button size="large" shape="rounded" onClick={() => openHealth(MEASURE_PATHS.lifeRecord)}>
          健康记录
        </Button>
      </div>
      <div className={styles.actions}>
        <Button
          size="large"
          shape="rounded"
          onClick={() => navigate(`${PATIENT_PATHS.bindCode}?patientId=${patient.id}`)}
        >
          邀请家人绑定
        </Button>
        <Button
          size="large"
          shape="rounded"
          color="danger"
          fill="outline"
          loading={remove.isPending}
          onClick={() => void onRemove()}
        >
          解除绑定
        </Button>
      </div>
    </>
  );
}
