import { JOIN_TYPES } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS, itemPath } from './paths.ts';
import { useLearnTasks } from './queries.ts';

/** /education/course/learn/task/list: the learner's courses in progress and what is left in each. */
export default function LearnTaskScreen() {
  const navigate = useNavigate();
  const tasks = useLearnTasks();
  return (
    <main className={css.page}>
      <PageBar title="学习任务" fallback={EDU_PATHS.studyCenter} />
      {tasks.isPending ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorState message={errorMessage(tasks.error)} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState title="暂无学习任务">
          <Button color="primary" onClick={() => navigate(EDU_PATHS.courseList)}>
            去选课
          </Button>
        </EmptyState>
      ) : (
        tasks.data.map((t) => {
          const left = t.items.filter((i) => i.required && !i.done);
          return (
            <section key={t.student.id} className={css.card} aria-label={t.student.title}>
              <h2 className={css.title}>{t.student.title}</h2>
              <div className={css.tags}>
                {t.student.joinType === JOIN_TYPES.assigned && <Tag color="warning">医生指派</Tag>}
                <span className={css.weak}>
                  必修 {t.student.doneCount}/{t.student.requiredCount}
                  {t.student.endTime ? ` · 截止 ${formatDateTime(t.student.endTime)}` : ''}
                </span>
                {t.student.expired && <Tag color="danger">已过期</Tag>}
              </div>
              <List>
                {left.map((i) => (
                  <List.Item key={i.id} onClick={() => navigate(itemPath(i, t.student.knowledgeId))}>
                    待学：{i.title}
                  </List.Item>
                ))}
                {left.length === 0 && t.exam && !t.exam.passed && (
                  <List.Item onClick={() => navigate(`${EDU_PATHS.exam}?id=${t.student.knowledgeId}`)}>
                    待考：{t.exam.title}
                  </List.Item>
                )}
              </List>
              <div className={css.actions}>
                <Button
                  size="small"
                  onClick={() => navigate(`${EDU_PATHS.courseDetail}?id=${t.student.knowledgeId}`)}
                >
                  查看课程
                </Button>
              </div>
            </section>
          );
        })
      )}
    </main>
  );
}
