import {
  MONITOR_STATE_LABELS,
  MONITOR_TASK_STATES,
  type MonitorTaskState,
  type MonitorTaskView,
} from '@kanghu/shared';
import { Button, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CreateTaskForm } from './CreateTaskForm.tsx';
import { monitorDetailPath } from './monitor-text.ts';
import { useMonitorTasks, useTerminateMonitorTask } from './queries.ts';
import { TaskCard } from './TaskCard.tsx';
import { TaskDetail } from './TaskDetail.tsx';

type Filter = MonitorTaskState | 'all';
const FILTERS: readonly Filter[] = ['all', ...MONITOR_TASK_STATES];

/**
 * Home-monitoring tasks (/app/yzh/patient/device/monitor/task; `?id=` shows one task). Patients
 * see the current patient's tasks; servicers see their scope's, create and terminate.
 */
export default function MonitorTaskScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const session = useSession();
  const body = () => {
    if (id !== null) return <TaskDetail id={id} />;
    if (session.isPending) return <LoadingState />;
    if (session.isError) {
      return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
    }
    if (session.data.user.userType === 'servicer') return <ServicerTasks />;
    return <PatientScope>{(patient) => <TaskList patientId={patient.id} servicer={false} />}</PatientScope>;
  };
  return (
    <main className={styles.page}>
      <PageBar title={id === null ? '居家监测任务' : '监测任务详情'} fallback={PATIENT_PATHS.home} />
      {body()}
    </main>
  );
}

function ServicerTasks() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => setOpen(true)}>
          新建监测任务
        </Button>
      </div>
      <TaskList patientId={null} servicer />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.popup} destroyOnClose>
        <h2 className={styles.popupTitle}>新建监测任务</h2>
        <CreateTaskForm onDone={() => setOpen(false)} />
      </Popup>
    </>
  );
}

function TaskList({ patientId, servicer }: { patientId: number | null; servicer: boolean }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const tasks = useMonitorTasks(patientId, filter);
  const terminate = useTerminateMonitorTask();
  const stop = async (t: MonitorTaskView) => {
    const ok = await ui.confirm(`确定终止${t.patientName}的${t.monitorTypeLabel}监测任务吗？`, {
      confirm: '终止',
    });
    if (!ok) return;
    terminate.mutate(
      { patientId: t.patientId, monitorTypes: [t.monitorType] },
      { onSuccess: () => ui.toast('任务已终止') },
    );
  };
  const content = () => {
    if (tasks.isPending) return <LoadingState />;
    if (tasks.isError) {
      return <ErrorState message={errorMessage(tasks.error)} onRetry={() => void tasks.refetch()} />;
    }
    if (tasks.data.list.length === 0) {
      return (
        <EmptyState
          title={servicer ? '暂无监测任务，点击上方按钮新建' : '暂无监测任务，医生布置后将显示在这里'}
        />
      );
    }
    return tasks.data.list.map((t) => (
      <TaskCard
        key={t.id}
        task={t}
        showPatient={servicer}
        onOpen={() => navigate(monitorDetailPath(t.id))}
        {...(servicer ? { onTerminate: () => void stop(t) } : {})}
      />
    ));
  };
  return (
    <>
      <Tabs className={styles.tabs} activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={f === 'all' ? '全部' : MONITOR_STATE_LABELS[f]} />
        ))}
      </Tabs>
      {content()}
    </>
  );
}
