import { chinaDay, type PatientView, SLEEP_MAX_HOURS, SLEEP_MIN_HOURS } from '@kanghu/shared';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { parseFieldValue } from '../../ui/date-time-value.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import life from '../life/Life.module.css';
import css from './Child.module.css';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, dayLabel } from './paths.ts';
import { useAddSleep, useSleepReport } from './queries.ts';

/** Sleep (report/sleep): the last 14 days against the recommended hours for the child's age. */
export default function SleepReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="睡眠报告" fallback={CHILD_PATHS.nutritionIndex} />
      <ChildScope>{(child) => <Sleep child={child} />}</ChildScope>
    </main>
  );
}

function Sleep({ child }: { child: PatientView }) {
  const report = useSleepReport(child.id);
  let body: React.ReactNode;
  if (report.isPending) body = <LoadingState />;
  else if (report.isError)
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  else {
    const r = report.data;
    body = (
      <>
        <section className={styles.card} aria-label="推荐睡眠">
          <h2 className={styles.cardTitle}>近14天</h2>
          {r.band && (
            <p data-testid="sleep-band">
              {r.band.label}推荐每天睡眠
              {r.band.max === null ? `不少于${r.band.min}小时` : `${r.band.min}～${r.band.max}小时`}
              （含午睡）
            </p>
          )}
          {r.averageHours !== null && (
            <div className={styles.stats}>
              <div className={styles.stat}>
                <div className={styles.statValue} data-testid="sleep-average">
                  {r.averageHours}
                </div>
                <div className={styles.statLabel}>平均（小时）</div>
              </div>
              <div className={styles.stat}>
                <div className={styles.statValue}>
                  {r.daysOk}/{r.list.length}
                </div>
                <div className={styles.statLabel}>达标天数</div>
              </div>
            </div>
          )}
          {r.advice.map((a) => (
            <p key={a} className={styles.advice}>
              {a}
            </p>
          ))}
          {r.band && <div className={styles.meta}>依据：{r.band.source}</div>}
        </section>
        {r.list.length === 0 ? (
          <EmptyState title="近14天没有睡眠记录" />
        ) : (
          <List className={styles.list} header="睡眠记录" data-testid="sleep-list">
            {r.list.map((s) => (
              <List.Item
                key={s.id}
                description={s.remark ? <span className={styles.rowMeta}>{s.remark}</span> : undefined}
                extra={
                  <span className={s.status === 'ok' ? css.ok : s.status === 'short' ? css.low : css.high}>
                    {s.statusLabel ?? ''}
                  </span>
                }
              >
                <span className={styles.row}>
                  {dayLabel(s.day)} · {s.hours}小时
                </span>
              </List.Item>
            ))}
          </List>
        )}
      </>
    );
  }
  return (
    <>
      <SleepEntry child={child} />
      {body}
    </>
  );
}

function SleepEntry({ child }: { child: PatientView }) {
  const { ui } = useApp();
  const add = useAddSleep();
  const today = chinaDay();
  const [day, setDay] = useState(today);
  const [hours, setHours] = useState('');
  const save = () => {
    const n = Number(hours.trim());
    const problem = !/^\d+(\.\d)?$/.test(hours.trim())
      ? '睡眠时长须为数字（可带一位小数）'
      : n < SLEEP_MIN_HOURS
        ? `睡眠时长不能少于${SLEEP_MIN_HOURS}小时`
        : n > SLEEP_MAX_HOURS
          ? `睡眠时长不能超过${SLEEP_MAX_HOURS}小时`
          : null;
    if (problem) {
      void ui.alert(problem, '系统提示');
      return;
    }
    add.mutate(
      { patientId: child.id, day, hours: n },
      {
        onSuccess: (row) => {
          ui.toast(`已记录${dayLabel(row.day)}睡眠${row.hours}小时`);
          setHours('');
        },
      },
    );
  };
  return (
    <section className={styles.card} aria-label="记录睡眠">
      <h2 className={styles.cardTitle}>记录睡眠</h2>
      <div className={life.foodRow}>
        <span className={life.fieldLabel}>日期</span>
        <div className={life.fieldInput}>
          <DateTimeField
            precision="date"
            value={day}
            max={parseFieldValue('date', today) ?? undefined}
            aria-label="睡眠日期"
            onChange={setDay}
          />
        </div>
      </div>
      <div className={life.foodRow}>
        <span className={life.fieldLabel}>全天睡眠</span>
        <Input
          className={life.grams}
          type="text"
          inputMode="decimal"
          value={hours}
          maxLength={4}
          placeholder="如 10.5"
          aria-label="睡眠小时数"
          onChange={setHours}
        />
        <span>小时</span>
      </div>
      <div className={styles.meta}>按醒来那天记录，含夜间睡眠和白天小睡；同一天再次记录会覆盖。</div>
      <div className={styles.actions} style={{ padding: '0.16rem 0 0' }}>
        <Button color="primary" loading={add.isPending} onClick={save}>
          保存
        </Button>
      </div>
    </section>
  );
}
