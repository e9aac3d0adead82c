import { dateTimeText, type TaskView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import css from './Tasks.module.css';

const COLORS = { pending: 'warning', received: 'primary', finished: 'success' } as const;

export function TaskStateTag({ task: t }: { task: TaskView }) {
  return (
    <Tag color={t.overdue ? 'danger' : COLORS[t.state]} fill="outline">
      {t.overdue ? `${t.stateLabel} · 已逾期` : t.stateLabel}
    </Tag>
  );
}

export interface TaskMoves {
  onReceive: () => void;
  onFinish: () => void;
  onEdit: () => void;
  onRemove: () => void;
  busy: boolean;
}

/** One task with the moves the caller may make. */
export function TaskCard({ task: t, moves }: { task: TaskView; moves: TaskMoves }) {
  const a = t.actions;
  return (
    <article className={css.task} aria-label={t.title}>
      <div className={css.head}>
        <span className={css.title}>{t.title}</span>
        <TaskStateTag task={t} />
      </div>
      <div className={css.line}>类型：{t.kindLabel}</div>
      {t.content && <div className={css.line}>{t.content}</div>}
      <div className={`${css.line} ${t.overdue ? css.overdue : ''}`}>
        时间：{dateTimeText(t.startTime)} 至 {dateTimeText(t.endTime)}
      </div>
      <div className={css.line}>
        发布人：{t.creatorName} · 执行人：{t.assigneeName ?? '待领取（机构任务池）'}
      </div>
      {t.result && <div className={css.line}>完成情况：{t.result}</div>}
      {(a.receive || a.finish || a.edit || a.remove) && (
        <div className={css.buttons}>
          {a.remove && (
            <Button size="small" fill="outline" color="danger" disabled={moves.busy} onClick={moves.onRemove}>
              删除
            </Button>
          )}
          {a.edit && (
            <Button size="small" fill="outline" disabled={moves.busy} onClick={moves.onEdit}>
              修改
            </Button>
          )}
          {a.receive && (
            <Button size="small" color="primary" disabled={moves.busy} onClick={moves.onReceive}>
              领取
            </Button>
          )}
          {a.finish && (
            <Button size="small" color="primary" disabled={moves.busy} onClick={moves.onFinish}>
              去完成
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
