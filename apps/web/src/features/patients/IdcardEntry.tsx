import { isValidIdCard, maskIdCard } from '@kanghu/shared';
import { linan } from '@kanghu/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { writeCurrentPatientId } from '../../app/session/current-patient-store.ts';
import { rememberLoginRedirect } from '../../lib/session.ts';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';

/**
 * An outside app's entry that names a resident by ID number in the path (`/:org/patient/:idcard`,
 * `/patient/:idcard`). The number is read once and at once masked in the address bar (history and
 * Referer never keep it); it goes to the server only in a POST body and selects that patient only
 * when the signed-in account is bound to them. An ID number is not a credential: without a session
 * the visitor signs in first and lands on `target` (the number is dropped).
 */
export function IdcardEntry({
  idcard,
  target,
  label,
  productName,
}: {
  idcard: string;
  target: string;
  label: string;
  productName: string;
}) {
  const { api, storage, projectKey, config } = useApp();
  const navigate = useNavigate();
  const [id] = useState(() => idcard.trim());
  const signedIn = Boolean(storage.getToken(projectKey));
  const resolve = useMutation({
    mutationFn: (value: string) => api.call(linan.entry, { body: { idcard: value } }, { silent: true }),
    onSuccess: (r) => {
      writeCurrentPatientId(storage, projectKey, r.patientId);
      navigate(target, { replace: true });
    },
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Mask the number in the address bar before anything else (the router's state is kept).
    const masked = window.location.pathname.replace(id, maskIdCard(id) || '-');
    window.history.replaceState(window.history.state, '', masked);
    if (!signedIn) {
      rememberLoginRedirect(storage, target);
      navigate(config.defaultPath ?? '/health/user/login', { replace: true });
      return;
    }
    if (isValidIdCard(id)) resolve.mutate(id);
  }, [id, signedIn, storage, navigate, config.defaultPath, resolve, target]);

  return (
    <main className={styles.page} aria-label={label}>
      {!isValidIdCard(id) ? (
        <EmptyState title="链接无效，请从原应用重新进入">
          <Button size="small" color="primary" onClick={() => navigate(target, { replace: true })}>
            进入{productName}
          </Button>
        </EmptyState>
      ) : resolve.isError ? (
        <EmptyState title={errorMessage(resolve.error)}>
          <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.bind)}>
            绑定就诊人
          </Button>
        </EmptyState>
      ) : (
        <LoadingState />
      )}
    </main>
  );
}
