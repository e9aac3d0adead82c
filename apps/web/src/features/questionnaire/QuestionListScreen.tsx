import { dateTimeText, type QuestionSummary } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { copyLink } from './copy-link.ts';
import { formPath, historyPath, resultPath } from './paths.ts';
import css from './Questionnaire.module.css';
import { useIssueLink, useQuestionList } from './queries.ts';

/** My questionnaires (/health/patient/list/question): each one with the latest result and a draft to continue. */
export default function QuestionListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康问卷" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <QuestionList patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function QuestionList({ patientId }: { patientId: number }) {
  const list = useQuestionList(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无问卷" />;
  return (
    <>
      {list.data.list.map((q) => (
        <QuestionCard key={q.id} q={q} patientId={patientId} />
      ))}
    </>
  );
}

function QuestionCard({ q, patientId }: { q: QuestionSummary; patientId: number }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const issue = useIssueLink();
  const [link, setLink] = useState<string | null>(null);
  const share = () =>
    issue.mutate(
      { patientId, questionId: q.id },
      { onSuccess: (l) => setLink(`${window.location.origin}${l.path}`) },
    );
  const copy = (url: string) => copyLink(ui, url);
  return (
    <section
      className={`${styles.card} ${css.rowCard}`}
      aria-label={q.name}
      data-testid={`question-${q.code}`}
    >
      <div className={css.rowHead}>
        <strong>{q.name}</strong>
        <Tag color="primary" fill="outline">
          {q.group}
        </Tag>
      </div>
      {q.assignment && (
        <div className={css.assigned} data-testid="question-assigned">
          {q.assignment.doctorName} 布置 · 截止 {q.assignment.dueDate} · {q.assignment.stateText}
        </div>
      )}
      <div className={styles.meta}>共{q.itemCount}题</div>
      {q.last ? (
        <div className={styles.meta}>
          上次：{dateTimeText(q.last.answeredAt)}
          {q.last.total !== null && (
            <>
              {' '}
              {q.last.total}
              {q.last.unit} <span className={css[`tone-${q.last.tone ?? 'normal'}`]}>{q.last.level}</span>
            </>
          )}
        </div>
      ) : (
        <div className={styles.meta}>尚未填写</div>
      )}
      <div className={css.rowActions}>
        <Button size="small" color="primary" onClick={() => navigate(formPath(q.id))}>
          {q.hasDraft ? '继续填写' : q.last ? '再次填写' : '开始填写'}
        </Button>
        {q.last && (
          <Button size="small" onClick={() => navigate(resultPath(q.last?.recordId ?? 0))}>
            查看结果
          </Button>
        )}
        {q.last && q.scored && (
          <Button size="small" onClick={() => navigate(historyPath(q.id))}>
            历史趋势
          </Button>
        )}
        <Button size="small" fill="none" color="primary" loading={issue.isPending} onClick={share}>
          免登录链接
        </Button>
      </div>
      {link && (
        <div className={css.share}>
          <div className={css.note}>
            请将链接发给就诊人本人，在手机上免登录填写（7天内有效，仅可提交一次）：
          </div>
          <div className={css.link} data-testid="share-link">
            {link}
          </div>
          <div className={css.rowActions}>
            <Button size="small" color="primary" onClick={() => void copy(link)}>
              复制链接
            </Button>
            <Button size="small" onClick={() => setLink(null)}>
              关闭
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
