import { Button, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Cover } from './components/KnowledgeRows.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS, idParam } from './paths.ts';
import { useJoinCourse, useKnowledgeDetail } from './queries.ts';

/** /education/course/join?id=: what the course asks of the learner, and joining it. */
export default function CourseJoinScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const detail = useKnowledgeDetail(id);
  const join = useJoinCourse();
  const c = detail.data;
  const back = id ? `${EDU_PATHS.courseDetail}?id=${id}` : EDU_PATHS.courseList;
  const body = () => {
    if (id === null) return <EmptyState title="课程不存在" />;
    if (detail.isPending) return <LoadingState />;
    if (detail.isError)
      return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
    if (!c?.course) return <EmptyState title="课程不存在" />;
    const required = c.course.items.filter((i) => i.required).length;
    return (
      <section className={css.card}>
        <div className={css.row}>
          <Cover item={c} />
          <div className={css.grow}>
            <h1 className={css.title}>{c.title}</h1>
            <p className={css.weak}>{c.studentCount}人在学</p>
          </div>
        </div>
        <ul className={css.body}>
          <li>
            共{c.course.items.length}节内容，其中必修{required}节
          </li>
          {c.course.exam ? (
            <li>
              学完必修内容后参加考试（{c.course.exam.passScore}分及格，限时{c.course.exam.durationMinutes}
              分钟），通过即完成课程
            </li>
          ) : (
            <li>学完必修内容即完成课程</li>
          )}
          <li>学习进度自动保存，可随时继续</li>
        </ul>
        <Button
          block
          color="primary"
          loading={join.isPending}
          onClick={() =>
            join.mutate(c.id, {
              onSuccess: () => {
                Toast.show({ content: '报名成功' });
                navigate(`${EDU_PATHS.courseDetail}?id=${c.id}`, { replace: true });
              },
            })
          }
        >
          确认报名
        </Button>
      </section>
    );
  };
  return (
    <main className={css.page}>
      <PageBar title="报名课程" fallback={back} />
      {body()}
    </main>
  );
}
