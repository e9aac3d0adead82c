import { ageInMonths, CHILD_HEALTH, childVisitAge } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { FormLoader } from '../questionnaire/QuestionFormScreen.tsx';
import { useHealthIndex, useQuestionList, useRecordDetail } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { ageText, BABY_PATHS, infoPath } from './paths.ts';

/**
 * One child's health inquiry (/health/user/baby/question/info?patientId=[&recordId=]): the form,
 * starting at the visit age of the child's birthday (with its server-side draft), or a stored
 * record's result. Only a child bound to the account is shown.
 */
export default function BabyQuestionInfoScreen() {
  const [params] = useSearchParams();
  const patientId = idOf(params.get('patientId'));
  const recordId = idOf(params.get('recordId'));
  const session = useSession();
  const child = session.data?.patientList.find((p) => p.id === patientId);
  let body: React.ReactNode;
  if (session.isPending) body = <LoadingState />;
  else if (session.isError)
    body = <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  else if (!child) body = <EmptyState title="未找到该儿童" />;
  else {
    const months = ageInMonths(child.birthday, new Date());
    body = (
      <>
        <section className={`${styles.card} ${styles.patientBar}`} aria-label="儿童">
          <span>
            儿童：<span className={styles.patientName}>{child.name}</span>
          </span>
          <span className={styles.meta}>{ageText(months)}</span>
        </section>
        {recordId ? (
          <Result patientId={child.id} recordId={recordId} />
        ) : (
          <Form patientId={child.id} visit={childVisitAge(months)} />
        )}
      </>
    );
  }
  return (
    <main className={styles.page}>
      <PageBar title={recordId ? '问询结果' : '儿童健康问询'} fallback={BABY_PATHS.list} />
      {body}
    </main>
  );
}

function Form({ patientId, visit }: { patientId: number; visit: number | null }) {
  const [, setParams] = useSearchParams();
  const list = useQuestionList(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const entry = list.data.list.find((q) => q.code === CHILD_HEALTH.code);
  if (!entry) return <EmptyState title="本项目暂未提供儿童健康问询" />;
  return (
    <FormLoader
      patientId={patientId}
      questionId={entry.id}
      defaults={visit ? { age: visit } : undefined}
      onSubmitted={(id) => {
        setParams({ patientId: String(patientId), recordId: String(id) }, { replace: true });
        window.scrollTo(0, 0);
      }}
    />
  );
}

function Result({ patientId, recordId }: { patientId: number; recordId: number }) {
  const navigate = useNavigate();
  const record = useRecordDetail(recordId);
  const index = useHealthIndex(record.data?.total !== null && record.data ? recordId : 0);
  if (record.isPending || (record.data?.total !== null && index.isPending)) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  if (record.data.patientId !== patientId) return <EmptyState title="未找到该记录" />;
  return (
    <>
      <ResultView r={index.data ?? record.data} />
      <div className={styles.actions}>
        <Button color="primary" onClick={() => navigate(infoPath(patientId))}>
          再次填写
        </Button>
        <Button onClick={() => navigate(BABY_PATHS.list)}>返回</Button>
      </div>
    </>
  );
}
