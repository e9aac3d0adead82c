import { MONITOR_STATE_LABELS, type MonitorTaskView } from '@kanghu/shared';
import { Button, ProgressBar, Tag } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import css from './Monitor.module.css';
import { frequencyText, STATE_COLORS } from './monitor-text.ts';

/** One task in a list: type, state, frequency, period and progress. */
export function TaskCard({
  task,
  showPatient,
  onOpen,
  onTerminate,
}: {
  task: MonitorTaskView;
  showPatient: boolean;
  onOpen: () => void;
  onTerminate?: () => void;
}) {
  const p = task.progress;
  return (
    <section
      className={styles.card}
      data-testid="monitor-task"
      aria-label={`${task.monitorTypeLabel}监测任务`}
    >
      <button type="button" className={css.open} onClick={onOpen}>
        <div className={styles.cardTitle}>
          <span>
            {task.monitorTypeLabel}监测{showPatient ? ` · ${task.patientName}` : ''}
          </span>
          <Tag color={STATE_COLORS[task.state]} fill="outline">
            {MONITOR_STATE_LABELS[task.state]}
          </Tag>
        </div>
        <div className={styles.meta}>
          {frequencyText(task)}（{task.startDate} 至 {task.endDate}）
        </div>
        <ProgressBar className={css.progress} percent={p.percent} aria-label="完成进度" />
        <div className={css.progressText}>
          <span data-testid="monitor-done">
            已测 {p.done} 次 / 应测 {p.expected} 次
          </span>
          <span>完成 {p.percent}%</span>
        </div>
      </button>
      {onTerminate && task.state === 'active' && (
        <div className={css.terminate}>
          <Button size="small" color="danger" fill="outline" onClick={onTerminate}>
            终止任务
          </Button>
        </div>
      )}
    </section>
  );
}
