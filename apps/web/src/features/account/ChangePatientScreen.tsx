import { maskIdCard, metadataLabel, type SessionInfo } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { orderPatients } from '../../app/session/current-patient.ts';
import { readCurrentPatientId, writeCurrentPatientId } from '../../app/session/current-patient-store.ts';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Account.module.css';
import { ACCOUNT_PATHS } from './paths.ts';
import { useFreshSession } from './queries.ts';

export const ADD_PATIENT_PATH = '/health/patient/add';

/** Switch the current patient (/health/user/change/patient) among the account's bound patients. */
export default function ChangePatientScreen() {
  const session = useFreshSession();
  return (
    <main className={styles.page}>
      <PageBar title="切换就诊人" fallback={ACCOUNT_PATHS.home} />
      {session.isPending ? (
        <LoadingState />
      ) : session.isError ? (
        <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />
      ) : (
        <PatientChooser session={session.data} />
      )}
    </main>
  );
}

function PatientChooser({ session }: { session: SessionInfo }) {
  const { storage, projectKey, ui } = useApp();
  const navigate = useNavigate();
  const goBack = useGoBack(ACCOUNT_PATHS.home);
  const [storedId, setStoredId] = useState(() => readCurrentPatientId(storage, projectKey));
  const { current, ordered } = orderPatients(session.patientList, storedId, session.patient?.id ?? null);

  if (ordered.length === 0) {
    return (
      <EmptyState title="暂无就诊人，请先添加就诊人">
        <Button size="small" color="primary" onClick={() => navigate(ADD_PATIENT_PATH)}>
          添加就诊人
        </Button>
      </EmptyState>
    );
  }
  const choose = (id: number, name: string) => {
    writeCurrentPatientId(storage, projectKey, id);
    setStoredId(id);
    ui.toast(`已切换为${name}`);
    goBack();
  };
  return (
    <>
      <List className={styles.group} header={`共${ordered.length}位就诊人，点击切换`}>
        {ordered.map((p) => {
          const active = p.id === current?.id;
          return (
            <List.Item
              key={p.id}
              onClick={() => choose(p.id, p.name)}
              arrowIcon={false}
              extra={active ? <span className={styles.check}>✓</span> : null}
              description={
                <span className={styles.patientMeta}>
                  {p.idcard ? `身份证 ${maskIdCard(p.idcard)}` : '未登记身份证'}
                </span>
              }
            >
              <span className={styles.patient}>
                <span>{p.name}</span>
                {p.relation && (
                  <Tag color="primary" fill="outline">
                    {metadataLabel(session.metadata.relation, p.relation)}
                  </Tag>
                )}
                {p.isChild && (
                  <Tag color="warning" fill="outline">
                    儿童
                  </Tag>
                )}
                {active && (
                  <Tag color="success" fill="solid">
                    当前
                  </Tag>
                )}
              </span>
            </List.Item>
          );
        })}
      </List>
      <div className={styles.actions}>
        <Button block size="large" shape="rounded" onClick={() => navigate(ADD_PATIENT_PATH)}>
          添加就诊人
        </Button>
      </div>
    </>
  );
}
