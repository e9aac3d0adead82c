import { dateTimeText, type PreSignView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import {
  hasActiveContract,
  ResidentContracts,
  useResidentContracts,
} from '../contracts/ResidentContracts.tsx';
import css from './Care.module.css';
import { CARE_PATHS } from './paths.ts';
import { useCancelPreSign, usePreSigns } from './queries.ts';
import { StateTag } from './state-tag.tsx';

/** Family-doctor pre-sign applications of the patient (/health/patient/pre/sign). */
export default function PreSignScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="家庭医生签约" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <PreSigns patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function PreSigns({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const list = usePreSigns(patientId);
  const contracts = useResidentContracts(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const open = list.data.some((s) => s.state === 0) || hasActiveContract(contracts.data?.list ?? []);
  return (
    <>
      <ResidentContracts patientId={patientId} />
      {!open && contracts.isSuccess && (
        <div className={styles.actions}>
          <Button
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => navigate(`${CARE_PATHS.addPreSign}?patientId=${patientId}`)}
          >
            申请签约
          </Button>
        </div>
      )}
      {list.data.length > 0 && <h2 className={styles.hint}>签约申请</h2>}
      {list.data.length === 0 ? (
        contracts.data?.list.length ? null : (
          <EmptyState title="暂无签约申请" />
        )
      ) : (
        list.data.map((s) => <PreSignCard key={s.id} sign={s} />)
      )}
    </>
  );
}

function PreSignCard({ sign }: { sign: PreSignView }) {
  const { ui } = useApp();
  const cancel = useCancelPreSign();
  const onCancel = async () => {
    if (await ui.confirm('确定取消该签约申请吗？'))
      cancel.mutate(sign.id, { onSuccess: () => ui.toast('已取消') });
  };
  return (
    <section className={styles.card} data-testid="pre-sign-card" aria-label="签约申请">
      <div className={css.head}>
        <span className={css.title}>{sign.servicePack}</span>
        <StateTag state={sign.state} label={sign.stateLabel} />
      </div>
      <div className={css.line}>签约机构：{sign.orgName ?? '—'}</div>
      <div className={css.line}>家庭医生：{sign.doctorName ?? '由机构分配'}</div>
      <div className={css.line}>申请时间：{dateTimeText(sign.createdAt)}</div>
      {sign.stateRemark && <div className={css.line}>审核意见：{sign.stateRemark}</div>}
      {sign.state === 0 && (
        <div className={css.cardActions}>
          <Button size="small" fill="outline" loading={cancel.isPending} onClick={() => void onCancel()}>
            取消申请
          </Button>
        </div>
      )}
    </section>
  );
}
