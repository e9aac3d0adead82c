import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { loginPathFor } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';

/**
 * The backend-doctor mode (/doctor/backend and its children): a doctor working from the
 * management backend. While inside it the stored isBackendDoctor flag is set, so the guard lets the
 * doctor through without a default path and a forced logout leads to the project's doctor login
 * (spec 3 section 2, spec 2 section 4); leaving the mode clears it. Only a doctor's (servicer's)
 * session sees the children.
 */
export default function BackendDoctorLayout() {
  const { storage, projectKey } = useApp();
  const navigate = useNavigate();
  const session = useSession();
  const doctor = session.data?.user.userType === 'servicer';

  useEffect(() => {
    if (!doctor) return;
    storage.set(STORAGE_KEYS.isBackendDoctor, '1');
    return () => storage.remove(STORAGE_KEYS.isBackendDoctor);
  }, [doctor, storage]);

  if (session.signedIn && session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  if (!doctor) {
    return (
      <main className={styles.page}>
        <PageBar title="后台医生" fallback="/" />
        <EmptyState title="请使用医生账号登录">
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(loginPathFor(null, projectKey, null, true))}
          >
            医生登录
          </Button>
        </EmptyState>
      </main>
    );
  }
  return <Outlet />;
}
