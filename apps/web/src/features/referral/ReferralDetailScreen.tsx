import { dateTimeText, type ReferralView } from '@kanghu/shared';
import { Link, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { DOCTOR_PATIENT_PATHS, withPatient } from '../doctor-patients/paths.ts';
import { idParam } from '../inquiry/paths.ts';
import { REFERRAL_PATHS } from './paths.ts';
import { useReferral, useReferralRefresh } from './queries.ts';
import { ReferralActions } from './ReferralActions.tsx';
import { patientLine, ReferralStateTag } from './ReferralCard.tsx';

function Detail({ r }: { r: ReferralView }) {
  const time = (iso: string | null) => (iso ? dateTimeText(iso) : null);
  return (
    <>
      <section className={styles.card} aria-label="患者">
        <div className={css.head}>
          <h1 className={css.title} style={{ margin: 0 }} data-testid="referral-patient">
            {patientLine(r)}
          </h1>
          <ReferralStateTag r={r} />
        </div>
        <InfoRows
          rows={[
            ['手机号', r.tel],
            ['身份证号', r.idcard],
          ]}
        />
        <Link to={withPatient(DOCTOR_PATIENT_PATHS.info, r.patientId)} data-testid="referral-patient-link">
          查看患者详情
        </Link>
      </section>
      <section className={styles.card} aria-label="转诊信息">
        <h2 className={styles.cardTitle}>转诊信息</h2>
        <InfoRows
          rows={[
            ['转诊类型', r.referralTypeLabel],
            ['转出医生', `${r.doctorName ?? ''}（${r.orgName ?? ''}）`],
            ['转诊对象', r.targetLabel],
            ['初步诊断', r.diseaseDiagnose],
            ['转诊原因', r.referralCause],
            ['病情摘要', r.description],
          ]}
        />
      </section>
      <section className={styles.card} aria-label="处理记录">
        <h2 className={styles.cardTitle}>处理记录</h2>
        <InfoRows
          rows={[
            ['发起时间', time(r.createdAt)],
            ['接收医生', r.acceptedDoctorName],
            ['接收时间', time(r.acceptedAt)],
            ['拒绝原因', r.reason],
            ['处理说明', r.remark],
            [
              r.referralState === 2 ? '拒绝时间' : r.referralState === 4 ? '取消时间' : '完成时间',
              time(r.finishedAt),
            ],
          ]}
        />
      </section>
      <ReferralActions r={r} />
    </>
  );
}

/** /health/doctor/transfer/detail?id=: the referral, and accept / reject / complete / cancel. */
export default function ReferralDetailScreen() {
  useReferralRefresh();
  const [params] = useSearchParams();
  const id = idParam(params);
  const referral = useReferral(id);
  return (
    <main className={styles.page}>
      <PageBar title="转诊详情" fallback={REFERRAL_PATHS.list} />
      {id === null ? (
        <EmptyState title="转诊记录不存在" />
      ) : referral.isPending ? (
        <LoadingState />
      ) : referral.isError ? (
        <ErrorState message={errorMessage(referral.error)} onRetry={() => void referral.refetch()} />
      ) : (
        <Detail r={referral.data} />
      )}
    </main>
  );
}
