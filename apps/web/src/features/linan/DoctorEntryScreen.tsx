import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DOCTOR_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import { rememberLoginRedirect, storedUser } from '../../lib/session.ts';
import styles from '../../ui/HealthScreen.module.css';
import { LoadingState } from '../../ui/StateViews.tsx';

/**
 * The partner entry `/:org/doctor`: a doctor of the organisation opens the platform. A signed-in
 * doctor lands on the workbench; anyone else signs in as a doctor first (the doctor login, which
 * asks for the organisation code) and lands there afterwards; a signed-in patient goes home.
 */
export default function DoctorEntryScreen() {
  const { org = '' } = useParams();
  const { storage, projectKey } = useApp();
  const navigate = useNavigate();
  useEffect(() => {
    const token = storage.getToken(projectKey);
    const user = storedUser(storage, projectKey);
    if (token && user?.userType === 'servicer') navigate(DOCTOR_PATHS.home, { replace: true });
    else if (token) navigate(PATIENT_PATHS.home, { replace: true });
    else {
      rememberLoginRedirect(storage, DOCTOR_PATHS.home);
      navigate(`/doctor/login?platformName=${encodeURIComponent(projectKey)}`, { replace: true });
    }
  }, [storage, projectKey, navigate]);
  return (
    <main className={styles.page} aria-label={`${org}医生入口`}>
      <LoadingState />
    </main>
  );
}
