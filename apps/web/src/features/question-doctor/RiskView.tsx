import { dateTimeText } from '@kanghu/shared';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { doctorResultPath, riskPath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { useHandleRisk, useRisks } from './queries.ts';

/** High-risk answers (the dashboard's 高风险问卷): open one, mark it handled. */
export function RiskView({ handled }: { handled: boolean }) {
  const navigate = useNavigate();
  const list = useRisks(handled);
  const handle = useHandleRisk();
  return (
    <>
      <Tabs
        activeKey={handled ? 'done' : 'open'}
        onChange={(k) => navigate(riskPath(k === 'done'), { replace: true })}
        className={health.tabs}
      >
        <Tabs.Tab key="open" title="未处理" />
        <Tabs.Tab key="done" title="已处理" />
      </Tabs>
      <p className={health.hint}>
        高风险：得分落在问卷定义的最高风险分级（如 PHQ-9 ≥ 15、GAD-7 ≥ 15、CAT &gt; 30），或触发单题警示（如
        PHQ-9 第9题 &gt; 0）。
      </p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={handled ? '暂无已处理的高风险问卷' : '暂无未处理的高风险问卷'} />
      ) : (
        list.data.list.map((r) => (
          <section key={r.recordId} className={health.card} aria-label={r.patientName} data-testid="risk-row">
            <div className={css.rowHead}>
              <strong>{r.patientName}</strong>
              <span className={health.meta}>{dateTimeText(r.answeredAt)}</span>
            </div>
            <div>
              {r.questionName}
              {r.total !== null && (
                <>
                  {' '}
                  · {r.total}分 <span className={qcss[`tone-${r.tone ?? 'normal'}`]}>{r.level}</span>
                </>
              )}
            </div>
            {r.flags.map((f) => (
              <div key={f} className={qcss.flag}>
                {f}
              </div>
            ))}
            {r.handledAt && (
              <div className={health.meta}>
                {r.handledByName ?? ''} 已于 {dateTimeText(r.handledAt)} 处理
              </div>
            )}
            <div className={css.rowActions}>
              <Button size="small" onClick={() => navigate(doctorResultPath(r.recordId))}>
                查看结果
              </Button>
              {!r.handledAt && (
                <Button
                  size="small"
                  color="primary"
                  loading={handle.isPending && handle.variables === r.recordId}
                  onClick={() => handle.mutate(r.recordId)}
                >
                  标记已处理
                </Button>
              )}
            </div>
          </section>
        ))
      )}
    </>
  );
}
