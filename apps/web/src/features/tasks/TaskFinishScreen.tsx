import { dateTimeText, MSG, type TaskView } from '@kanghu/shared';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { TASK_PATHS } from './paths.ts';
import { useFinishTask, useReceiveTask, useTask } from './queries.ts';
import { TaskStateTag } from './TaskCard.tsx';
import css from './Tasks.module.css';

/** /health/task/finish?id=: one task; its assignee receives it, then finishes it with a note. */
export default function TaskFinishScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <main className={styles.page}>
      <PageBar title="完成任务" fallback={TASK_PATHS.index} />
      {id === null ? <ErrorState message={MSG.notFound} /> : <Finish id={id} />}
    </main>
  );
}

function Finish({ id }: { id: number }) {
  const task = useTask(id);
  if (task.isPending) return <LoadingState />;
  if (task.isError)
    return <ErrorState message={errorMessage(task.error)} onRetry={() => void task.refetch()} />;
  return (
    <>
      <Facts task={task.data} />
      <Moves task={task.data} />
    </>
  );
}

function Facts({ task: t }: { task: TaskView }) {
  const rows: Array<[string, string]> = [
    ['任务类型', t.kindLabel],
    ['开始时间', dateTimeText(t.startTime)],
    ['结束时间', dateTimeText(t.endTime)],
    ['发布人', t.creatorName],
    ['执行人', t.assigneeName ?? '待领取（机构任务池）'],
    ...(t.receivedAt ? ([['领取时间', dateTimeText(t.receivedAt)]] as Array<[string, string]>) : []),
    ...(t.finishedAt ? ([['完成时间', dateTimeText(t.finishedAt)]] as Array<[string, string]>) : []),
  ];
  return (
    <section className={styles.card} aria-label="任务信息">
      <div className={styles.cardTitle}>
        <span>{t.title}</span>
        <TaskStateTag task={t} />
      </div>
      {t.content && <div className={css.line}>{t.content}</div>}
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <span className={styles.detailLabel}>{label}</span>
          <span>{value}</span>
        </div>
      ))}
      {t.result && <div className={css.line}>完成情况：{t.result}</div>}
    </section>
  );
}

function Moves({ task: t }: { task: TaskView }) {
  const { ui } = useApp();
  const back = useGoBack(TASK_PATHS.index);
  const receive = useReceiveTask();
  const finish = useFinishTask();
  const [result, setResult] = useState('');
  if (t.actions.receive)
    return (
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          loading={receive.isPending}
          onClick={() => receive.mutate(t.id, { onSuccess: () => ui.toast('领取成功') })}
        >
          领取任务
        </Button>
      </div>
    );
  if (!t.actions.finish)
    return t.state === 'finished' ? null : <p className={styles.hint}>该任务由执行人完成。</p>;
  return (
    <>
      <section className={styles.card} aria-label="完成情况">
        <div className={styles.cardTitle}>完成情况</div>
        <TextArea
          aria-label="完成情况"
          placeholder="选填，例如随访结果、处理情况"
          maxLength={500}
          showCount
          value={result}
          onChange={setResult}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </section>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          loading={finish.isPending}
          onClick={() =>
            finish.mutate(
              { id: t.id, body: result.trim() ? { result: result.trim() } : {} },
              {
                onSuccess: () => {
                  ui.toast('任务已完成');
                  back();
                },
              },
            )
          }
        >
          完成任务
        </Button>
      </div>
    </>
  );
}
