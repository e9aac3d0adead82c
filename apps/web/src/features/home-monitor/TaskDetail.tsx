import { MONITOR_STATE_LABELS, type MonitorType } from '@kanghu/shared';
import { List, ProgressBar, Tag } from 'antd-mobile';
import { ApiError } from '../../lib/request-errors.ts';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime, readingText, SOURCE_LABELS } from '../measurements/format.ts';
import css from './Monitor.module.css';
import { frequencyText, STATE_COLORS } from './monitor-text.ts';
import { useMonitorTask } from './queries.ts';

/** A task's progress per day (week) and the readings counted. */
export function TaskDetail({ id }: { id: number }) {
  const task = useMonitorTask(id);
  if (task.isPending) return <LoadingState />;
  if (task.isError) {
    if (task.error instanceof ApiError && task.error.status === 404)
      return <EmptyState title="监测任务不存在" />;
    return <ErrorState message={errorMessage(task.error)} onRetry={() => void task.refetch()} />;
  }
  const t = task.data;
  const p = t.progress;
  return (
    <>
      <section className={styles.card} aria-label="任务概况">
        <div className={styles.cardTitle}>
          <span data-testid="monitor-detail-title">
            {t.patientName} · {t.monitorTypeLabel}监测
          </span>
          <Tag color={STATE_COLORS[t.state]} fill="outline">
            {MONITOR_STATE_LABELS[t.state]}
          </Tag>
        </div>
        <div className={styles.meta}>
          {frequencyText(t)}（{t.startDate} 至 {t.endDate}）
        </div>
        {t.doctorName && <div className={styles.meta}>布置医生：{t.doctorName}</div>}
        {t.remark && <div className={styles.meta}>医嘱：{t.remark}</div>}
        <ProgressBar className={css.progress} percent={p.percent} aria-label="完成进度" />
        <div className={css.progressText}>
          <span data-testid="monitor-detail-done">
            已测 {p.done} 次 / 应测 {p.expected} 次
          </span>
          <span>
            达标 {p.metSlots}/{p.elapsedSlots} {t.unit === 'day' ? '天' : '周'}
          </span>
        </div>
      </section>
      <section className={styles.card} aria-label="每日完成情况">
        <div className={styles.cardTitle}>{t.unit === 'day' ? '每日完成情况' : '每周完成情况'}</div>
        <div className={css.slots}>
          {t.slots.map((s) => (
            <div
              key={s.start}
              className={`${css.slot} ${s.future ? '' : s.met ? css.slotMet : css.slotMissed}`}
              title={s.label}
            >
              <span className={css.slotCount}>
                {s.count}/{s.target}
              </span>
              {s.label}
            </div>
          ))}
        </div>
      </section>
      {t.readings.length === 0 ? (
        <EmptyState title="任务期间暂无测量数据" />
      ) : (
        <List className={styles.list} header="计入任务的测量数据" aria-label="测量数据">
          {t.readings.map((r) => (
            <List.Item
              key={r.id}
              description={`${formatDateTime(r.measureTime)} · ${SOURCE_LABELS[r.source as keyof typeof SOURCE_LABELS] ?? r.source}`}
              extra={
                <Tag color={r.abnormal ? 'danger' : 'success'} fill="outline">
                  {r.levelLabel}
                </Tag>
              }
            >
              {readingText({ type: t.monitorType as MonitorType, values: r.values })}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
