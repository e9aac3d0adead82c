import { dateTimeText, type QuestionAssignState } from '@kanghu/shared';
import { Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { assignPath, doctorResultPath, managePath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { useAssignments, useAssignStats } from './queries.ts';

/** Questionnaire management (?typeValue=1): every questionnaire with how many were assigned and answered. */
export function ManageView() {
  const navigate = useNavigate();
  const stats = useAssignStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError)
    return <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (stats.data.length === 0) return <EmptyState title="暂无问卷" />;
  return (
    <>
      {stats.data.map((s) => (
        <button
          type="button"
          key={s.questionId}
          className={`${health.card} ${css.statCard}`}
          onClick={() => navigate(managePath(s.questionId))}
          data-testid={`stat-${s.questionId}`}
        >
          <div className={css.rowHead}>
            <strong>{s.name}</strong>
            <Tag color="primary" fill="outline">
              {s.group}
            </Tag>
          </div>
          <div className={css.counts}>
            <span>
              已布置 <b>{s.assigned}</b>
            </span>
            <span>
              已填写 <b>{s.answered}</b>
            </span>
            <span>
              未填写 <b>{s.assigned - s.answered - s.expired}</b>
            </span>
            <span>
              已过期 <b>{s.expired}</b>
            </span>
          </div>
        </button>
      ))}
      <div className={health.actions}>
        <Button color="primary" onClick={() => navigate(assignPath())}>
          布置问卷
        </Button>
      </div>
    </>
  );
}

const TABS: { key: QuestionAssignState | 'all'; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'assigned', title: '未填写' },
  { key: 'answered', title: '已填写' },
  { key: 'expired', title: '已过期' },
];

/** One questionnaire's assignments: who answered, who not; an answer opens its result. */
export function AssignmentsView({ questionId }: { questionId: number }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<QuestionAssignState | 'all'>('all');
  const list = useAssignments({
    questionId,
    pageNo: 1,
    pageSize: 100,
    ...(tab === 'all' ? {} : { state: tab }),
  });
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} className={health.tabs}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="暂无布置记录">
          <Button size="small" color="primary" onClick={() => navigate(assignPath())}>
            布置问卷
          </Button>
        </EmptyState>
      ) : (
        <section className={health.card} aria-label="填写情况">
          <h2 className={health.cardTitle}>
            <span>{list.data.list[0]?.questionName}</span>
            <span className={health.meta}>共 {list.data.total} 人</span>
          </h2>
          {list.data.list.map((a) => (
            <div key={a.id} className={css.assignRow} data-testid="assignment">
              <div className={css.rowHead}>
                <strong>{a.patientName}</strong>
                <Tag
                  color={a.state === 'answered' ? 'success' : a.state === 'expired' ? 'default' : 'warning'}
                >
                  {a.stateText}
                </Tag>
              </div>
              <div className={health.meta}>
                {a.doctorName} 布置于 {dateTimeText(a.assignedAt)} · 截止 {a.dueDate}
              </div>
              {a.recordId !== null && (
                <div className={css.rowHead}>
                  <span className={health.meta}>
                    {dateTimeText(a.answeredAt)} 填写
                    {a.total !== null && (
                      <>
                        {' '}
                        · {a.total}分 <span className={qcss[`tone-${a.tone ?? 'normal'}`]}>{a.level}</span>
                      </>
                    )}
                    {a.highRisk && <span className={css.risk}> 高风险</span>}
                  </span>
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    onClick={() => navigate(doctorResultPath(a.recordId ?? 0))}
                  >
                    查看结果
                  </Button>
                </div>
              )}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
