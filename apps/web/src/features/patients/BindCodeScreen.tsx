import type { PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { formatDateTime } from '../measurements/format.ts';
import own from './Patients.module.css';
import { useCreateBindCode } from './queries.ts';

/**
 * The patient's bind code (/app/common/adult/patient/bind/code): a one-time code, valid 24
 * hours, that a relative enters under 绑定就诊人 to manage this patient too.
 */
export default function BindCodeScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="就诊人绑定码" fallback={PATIENT_PATHS.myPatients} />
      <PatientScope>{(patient) => <BindCode patient={patient} />}</PatientScope>
    </main>
  );
}

function BindCode({ patient }: { patient: PatientView }) {
  const create = useCreateBindCode();
  const code = create.data?.patientId === patient.id ? create.data : null;
  return (
    <>
      <section className={styles.card} aria-label="绑定码">
        <h2 className={styles.cardTitle}>邀请家人绑定{patient.name}</h2>
        {code ? (
          <>
            <div className={own.code} data-testid="bind-code">
              {code.code}
            </div>
            <div className={styles.meta}>有效期至 {formatDateTime(code.expiresAt)}，仅可使用一次</div>
          </>
        ) : (
          <p className={styles.advice}>
            生成绑定码后，请家人在“我的就诊人 - 绑定码绑定”中输入，即可共同管理{patient.name}的健康数据。
          </p>
        )}
      </section>
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          loading={create.isPending}
          onClick={() => create.mutate({ patientId: patient.id, relation: '家属' })}
        >
          {code ? '重新生成' : '生成绑定码'}
        </Button>
      </div>
      <p className={styles.hint}>
        请勿将绑定码发给陌生人。绑定后对方可查看该就诊人的健康数据，您可随时在就诊人详情中解除绑定。
      </p>
    </>
  );
}
