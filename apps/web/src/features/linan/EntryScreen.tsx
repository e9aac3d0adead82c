import { isValidIdCard, maskIdCard } from '@kanghu/shared';
import { linan } from '@kanghu/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { writeCurrentPatientId } from '../../app/session/current-patient-store.ts';
import { rememberLoginRedirect } from '../../lib/session.ts';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { LINAN_PATHS } from './paths.ts';

/**
 * The partner entries `/:org/patient/:idcard` and `/:org/lishui/patient/:idcard` (an outside app
 * opens the Lin'an health index for one resident). The ID number is read once and at once masked
 * in the address bar (history and Referer never keep it); it goes to the server only in a POST body
 * and selects that patient only when the signed-in account is bound to them. An ID number is not a
 * credential: without a session the visitor signs in first and lands on the index.
 */
export default function EntryScreen() {
  const { org = '', idcard = '' } = useParams();
  const { api, storage, projectKey, config } = useApp();
  const navigate = useNavigate();
  const [id] = useState(() => idcard.trim());
  const signedIn = Boolean(storage.getToken(projectKey));
  const resolve = useMutation({
    mutationFn: (value: string) => api.call(linan.entry, { body: { idcard: value } }, { silent: true }),
    onSuccess: (r) => {
      writeCurrentPatientId(storage, projectKey, r.patientId);
      navigate(LINAN_PATHS.index, { replace: true });
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
      rememberLoginRedirect(storage, LINAN_PATHS.index);
      navigate(config.defaultPath ?? '/health/user/login', { replace: true });
      return;
    }
    if (isValidIdCard(id)) resolve.mutate(id);
  }, [id, signedIn, storage, navigate, config.defaultPath, resolve]);

  return (
    <main className={styles.page} aria-label={`${org}入口`}>
      {!isValidIdCard(id) ? (
        <EmptyState title="链接无效，请从原应用重新进入">
          <Button size="small" color="primary" onClick={() => navigate(LINAN_PATHS.index, { replace: true })}>
            进入临安健康
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
