import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DoctorGate, type SignedInDoctor } from './DoctorGate.tsx';
import styles from './DoctorProfile.module.css';
import { LicenseForm } from './LicenseForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { PROFILE_PATHS } from './paths.ts';
import { useDoctorQuery, useLicense, useSignUp } from './queries.ts';
import { SignUpForm } from './SignUpForm.tsx';

const TABS = [
  { key: 'profile', title: '基本资料' },
  { key: 'signup', title: '签约入驻' },
  { key: 'license', title: '执业证书' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function Loaded<T>({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}

function Edit({ doctorId, userId, tab }: SignedInDoctor & { tab: TabKey }) {
  const navigate = useNavigate();
  const doctor = useDoctorQuery(doctorId);
  const signUp = useSignUp(doctorId);
  const license = useLicense(userId);
  return (
    <section className={styles.card}>
      {tab === 'profile' && (
        <Loaded query={doctor}>
          {(d) => <ProfileForm doctor={d} onSaved={() => navigate(PROFILE_PATHS.info, { replace: true })} />}
        </Loaded>
      )}
      {tab === 'signup' && (
        <Loaded query={signUp}>{(s) => <SignUpForm doctorId={doctorId} current={s} />}</Loaded>
      )}
      {tab === 'license' && <Loaded query={license}>{(l) => <LicenseForm current={l} />}</Loaded>}
    </section>
  );
}

/** /health/doctor/info/edit?tab=profile|signup|license: profile, sign-up and licence forms. */
export default function InfoEditScreen() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') as TabKey)
    : 'profile';
  return (
    <main className={styles.page}>
      <PageBar title="编辑资料" fallback={PROFILE_PATHS.info} />
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <DoctorGate>{(doctor) => <Edit {...doctor} tab={tab} />}</DoctorGate>
    </main>
  );
}
