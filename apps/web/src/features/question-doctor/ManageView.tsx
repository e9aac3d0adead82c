import { dateTimeText, type QuestionAssignState } from '@kanghu/shared';
import { Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { assignPath, doctorResultPath, editPath, managePath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { useAssignments, useAssignStats, useDefinitions, useResend } from './queries.ts';

/**
 * Questionnaire management (?typeValue=1): every questionnaire with how many were assigned and
 * answered, and its definition: 新建问卷, 编辑 (own ones), 查看/复制 (built-in scales are read-only).
 */
export function ManageView() {
  const navigate = useNavigate();
  const stats = useAssignStats();
  const defs = useDefinitions();
  if (stats.isPending || defs.isPending) return <LoadingState />;
  if (stats.isError)
    return <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (defs.isError)
    return <ErrorState message={errorMessage(defs.error)} onRetry={() => void defs.refetch()} />;
  const actions = (
    <div className={health.actions}>
      <Button color="primary" onClick={() => navigate(editPath())}>
        新建问卷
      </Button>
      <Button onClick={() => navigate(assignPath())}>布置问卷</Button>
    </div>
  );
  if (stats.data.length === 0)
    return (
      <>
        <EmptyState title="暂无问卷" />
        {actions}
      </>
    );
  return (
    <>
      {actions}
      {stats.data.map((s) => {
        const d = defs.data.find((x) => x.id === s.questionId);
        return (
          <section
            key={s.questionId}
            className={`${health.card} ${css.statCard}`}
            data-testid={`def-${s.questionId}`}
          >
            <div className={css.rowHead}>
              <strong>{s.name}</strong>
              <span>
                <Tag color="primary" fill="outline">
                  {s.group}
                </Tag>{' '}
                {d?.builtIn ? <Tag>内置量表</Tag> : d && <Tag fill="outline">第{d.version}版</Tag>}
              </span>
            </div>
            <button
              type="button"
              className={css.countsButton}
              onClick={() => navigate(managePath(s.questionId))}
              data-testid={`stat-${s.questionId}`}
            >
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
            <div className={css.defActions}>
              <span className={health.meta}>{d ? `${d.itemCount}题${d.scored ? ' · 计分' : ''}` : ''}</span>
              <Button size="mini" fill="outline" onClick={() => navigate(editPath({ edit: s.questionId }))}>
                {d?.builtIn ? '查看' : '编辑'}
              </Button>
              <Button size="mini" fill="outline" onClick={() => navigate(editPath({ copy: s.questionId }))}>
                复制
              </Button>
            </div>
          </section>
        );
      })}
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
              {a.state === 'assigned' && <ResendButton id={a.id} />}
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

/** 重发链接: a new single-use link (the old one stops working), shown to copy. */
function ResendButton({ id }: { id: number }) {
  const resend = useResend();
  const { ui } = useApp();
  const [url, setUrl] = useState('');
  return (
    <div className={css.rowHead}>
      {url ? (
        <span className={css.link} data-testid="resent-link">
          {url}
        </span>
      ) : (
        <span className={health.meta}>重发后旧链接即失效</span>
      )}
      <Button
        size="mini"
        fill="outline"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(
            { id, sendSms: false },
            {
              onSuccess: (r) => {
                const next = `${window.location.origin}${r.path}`;
                setUrl(next);
                void navigator.clipboard?.writeText(next).catch(() => undefined);
                ui.toast('已生成新链接，旧链接已失效');
              },
            },
          )
        }
      >
        重发链接
      </Button>
    </div>
  );
}
