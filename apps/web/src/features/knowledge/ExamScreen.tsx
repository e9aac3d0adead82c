import type { ExamAttemptView, ExamResult } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ExamPaper } from './components/ExamPaper.tsx';
import { ExamResultView } from './components/ExamResultView.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS, idParam } from './paths.ts';
import { useExamInfo, useKnowledgeDetail, useStartExam, useSubmitExam } from './queries.ts';

/**
 * /education/exam?id=<course>: the course exam. Starting asks the server for a timed attempt (its
 * deadline is the server's); answers are graded on the server and the right answers come back only
 * with the result.
 */
export default function ExamScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const info = useExamInfo(id);
  const course = useKnowledgeDetail(id);
  const start = useStartExam();
  const submit = useSubmitExam();
  const [attempt, setAttempt] = useState<ExamAttemptView | null>(null);
  const [result, setResult] = useState<ExamResult | null>(null);
  const back = id ? `${EDU_PATHS.courseDetail}?id=${id}` : EDU_PATHS.mineCourse;
  const send = useCallback(
    (answers: Record<number, number[]>) => {
      if (!attempt) return;
      submit.mutate(
        {
          id: attempt.id,
          answers: Object.entries(answers).map(([q, choice]) => ({ questionId: Number(q), choice })),
        },
        { onSuccess: (r) => setResult(r) },
      );
    },
    [attempt, submit],
  );

  const body = () => {
    if (id === null) return <EmptyState title="考试不存在" />;
    if (result)
      return (
        <>
          <ExamResultView result={result} />
          <div className={css.card}>
            <Button block color="primary" onClick={() => navigate(back, { replace: true })}>
              返回课程
            </Button>
          </div>
        </>
      );
    if (attempt) return <ExamPaper attempt={attempt} submitting={submit.isPending} onSubmit={send} />;
    if (info.isPending) return <LoadingState />;
    if (info.isError)
      return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
    const e = info.data;
    const s = course.data?.student;
    const blocked =
      !s || s.state === 2
        ? '请先报名该课程'
        : s.doneCount < s.requiredCount
          ? '学完必修内容后可参加考试'
          : null;
    return (
      <section className={css.card}>
        <h1 className={css.title}>{e.title}</h1>
        <ul className={css.body}>
          <li>
            共{e.questionCount}题，满分{e.totalScore}分，{e.passScore}分及格
          </li>
          <li>限时{e.durationMinutes}分钟，开始后计时，时间到自动交卷</li>
          {e.bestScore !== null && (
            <li>
              已考{e.attempts}次，最高{e.bestScore}分{e.passed ? '（已通过）' : ''}
            </li>
          )}
        </ul>
        {course.data && blocked ? (
          <p className={css.weak}>{blocked}</p>
        ) : (
          <Button
            block
            color="primary"
            loading={start.isPending || course.isPending}
            onClick={() => start.mutate(id, { onSuccess: setAttempt })}
          >
            {e.attempts > 0 ? '重新考试' : '开始考试'}
          </Button>
        )}
      </section>
    );
  };
  return (
    <main className={css.page}>
      <PageBar title="课程考试" fallback={back} />
      {body()}
    </main>
  );
}
