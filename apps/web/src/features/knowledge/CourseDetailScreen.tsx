import { STUDENT_STATES } from '@kanghu/shared';
import { Button, Dialog, ProgressBar, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CommentThread } from '../comments/CommentThread.tsx';
import { MarkButton } from '../yingkang-user/MarkButton.tsx';
import { CourseItems } from './components/CourseItems.tsx';
import { Cover } from './components/KnowledgeRows.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS, idParam } from './paths.ts';
import { useKnowledgeDetail, useUpdateEnrollment } from './queries.ts';

/** /education/course/detail?id=: a course, its items and exam, and the learner's progress. */
export default function CourseDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const detail = useKnowledgeDetail(id);
  const update = useUpdateEnrollment();
  const c = detail.data;
  const body = () => {
    if (id === null) return <EmptyState title="课程不存在" />;
    if (detail.isPending) return <LoadingState />;
    if (detail.isError)
      return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
    if (c?.type !== 'course' || !c.course) return <EmptyState title="课程不存在" />;
    const s = c.student;
    const joined = Boolean(s && s.state !== STUDENT_STATES.quit);
    const exam = c.course.exam;
    const ready = s ? s.doneCount >= s.requiredCount : false;
    return (
      <>
        <section className={css.card}>
          <div className={css.row}>
            <Cover item={c} />
            <div className={css.grow}>
              <h1 className={css.title}>{c.title}</h1>
              <p className={css.weak}>
                {c.itemCount}节 · {c.studentCount}人在学{c.authorName ? ` · ${c.authorName}` : ''}
              </p>
            </div>
          </div>
          {c.introduction && <p className={css.body}>{c.introduction}</p>}
          {s && joined && (
            <section aria-label="学习进度">
              <p className={css.weak}>
                {s.stateName} · 必修已完成 {s.doneCount}/{s.requiredCount}
                {s.endTime ? ` · 截止 ${formatDateTime(s.endTime)}` : ''}
                {s.expired && <Tag color="danger">已过期</Tag>}
              </p>
              <ProgressBar percent={s.requiredCount ? (s.doneCount / s.requiredCount) * 100 : 0} />
            </section>
          )}
          <div className={css.actions}>
            {!joined && (
              <Button color="primary" onClick={() => navigate(`${EDU_PATHS.courseJoin}?id=${c.id}`)}>
                报名学习
              </Button>
            )}
            <Button onClick={() => navigate(`${EDU_PATHS.rank}?id=${c.id}`)}>学习排行</Button>
            <MarkButton kind="collect" target={{ relationId: c.id, type: 'knowledge' }} />
            {s && s.state === STUDENT_STATES.learning && (
              <Button
                fill="none"
                loading={update.isPending}
                onClick={async () => {
                  if (await Dialog.confirm({ content: '确定退出学习吗？学习记录会保留。' }))
                    update.mutate({ id: s.id, state: 2 });
                }}
              >
                退出学习
              </Button>
            )}
          </div>
        </section>
        <CourseItems courseId={c.id} items={c.course.items} joined={joined} />
        <CommentThread model="education" relationType="knowledge" relationId={c.id} />
        {exam && (
          <section className={css.card} aria-label="课程考试">
            <h2 className={css.title}>{exam.title}</h2>
            <p className={css.weak}>
              共{exam.questionCount}题 · 满分{exam.totalScore} · {exam.passScore}分及格 · 限时
              {exam.durationMinutes}分钟
            </p>
            {exam.bestScore !== null && (
              <p className={css.weak}>
                最高得分 {exam.bestScore}
                {exam.passed ? <Tag color="success">已通过</Tag> : <Tag color="warning">未通过</Tag>}
              </p>
            )}
            {joined && s?.state !== STUDENT_STATES.completed && (
              <Button
                block
                color="primary"
                disabled={!ready}
                onClick={() => navigate(`${EDU_PATHS.exam}?id=${c.id}`)}
              >
                {ready ? '参加考试' : '学完必修内容后可参加考试'}
              </Button>
            )}
            {s?.state === STUDENT_STATES.completed && <Tag color="success">课程已完成</Tag>}
          </section>
        )}
      </>
    );
  };
  return (
    <main className={css.page}>
      <PageBar title="课程详情" fallback={EDU_PATHS.courseList} />
      {body()}
    </main>
  );
}
