import type { LicenseAuditView, SignUpView } from '@kanghu/shared';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AuditTag } from './AuditState.tsx';
import { DoctorAvatar } from './DoctorAvatar.tsx';
import { DoctorGate, type SignedInDoctor } from './DoctorGate.tsx';
import styles from './DoctorProfile.module.css';
import { PROFILE_PATHS } from './paths.ts';
import { useDepartmentLibrary, useDoctorQuery, useLicense, useSignUp } from './queries.ts';

function AuditRow({ label, audit }: { label: string; audit: SignUpView | LicenseAuditView | null }) {
  return (
    <div>
      <div className={styles.stateRow}>
        <span>{label}</span>
        <AuditTag state={audit?.state ?? null} />
      </div>
      {audit?.state === 2 && audit.reason && <div className={styles.reason}>原因：{audit.reason}</div>}
    </div>
  );
}

function Info({ doctorId, userId }: SignedInDoctor) {
  const doctor = useDoctorQuery(doctorId);
  const library = useDepartmentLibrary(doctorId);
  const signUp = useSignUp(doctorId);
  const license = useLicense(userId);
  if (doctor.isPending) return <LoadingState />;
  if (doctor.isError)
    return <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  const d = doctor.data;
  const primary = library.data?.find((e) => e.isPrimary) ?? library.data?.[0];
  const place = primary ? `${primary.orgName} · ${primary.name}` : library.isPending ? '' : '未设置科室';
  return (
    <>
      <section className={`${styles.card} ${styles.head}`} aria-label="医生信息">
        <DoctorAvatar name={d.name} photo={d.photo} />
        <div>
          <div className={styles.name}>
            {d.name}
            {d.title && <span className={styles.weak}> {d.title}</span>}
          </div>
          <div className={styles.sub}>{place}</div>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>个人简介</h2>
        <p className={styles.text} data-testid="doctor-intro">
          {d.intro || '暂未填写'}
        </p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>擅长</h2>
        <p className={styles.text}>{d.goodAt || '暂未填写'}</p>
      </section>
      <section className={styles.card} aria-label="入驻与资质">
        <h2 className={styles.sectionTitle}>入驻与资质</h2>
        {signUp.isError || license.isError ? (
          <ErrorState
            message={errorMessage(signUp.error ?? license.error)}
            onRetry={() => {
              void signUp.refetch();
              void license.refetch();
            }}
          />
        ) : signUp.isPending || license.isPending ? (
          <LoadingState />
        ) : (
          <>
            <AuditRow label="签约入驻" audit={signUp.data} />
            <AuditRow label="执业证书" audit={license.data} />
          </>
        )}
      </section>
      <div className={styles.actions}>
        <LinkButton to={PROFILE_PATHS.edit} primary>
          编辑资料
        </LinkButton>
        <LinkButton to={PROFILE_PATHS.card}>我的名片</LinkButton>
        <LinkButton to={PROFILE_PATHS.departments}>科室列表</LinkButton>
      </div>
    </>
  );
}

/** /health/doctor/info: the signed-in doctor's profile, sign-up and licence states. */
export default function InfoScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="个人信息" fallback={PROFILE_PATHS.mine} />
      <DoctorGate>{(doctor) => <Info {...doctor} />}</DoctorGate>
    </main>
  );
}
