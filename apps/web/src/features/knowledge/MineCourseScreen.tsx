import { STUDENT_STATES } from '@kanghu/shared';
import { List, ProgressBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { Cover } from './components/KnowledgeRows.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';
import { useMyCourses } from './queries.ts';

/** /education/mine/course: the learner's enrolled courses, learning or completed. */
export default function MineCourseScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'learning' | 'completed'>('learning');
  const courses = useMyCourses();
  const rows = (courses.data?.list ?? []).filter((s) =>
    tab === 'completed' ? s.state === STUDENT_STATES.completed : s.state === STUDENT_STATES.learning,
  );
  return (
    <main className={css.page}>
      <PageBar title="我的课程" fallback={EDU_PATHS.studyCenter} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'learning' | 'completed')}>
        <Tabs.Tab title="学习中" key="learning" />
        <Tabs.Tab title="已完成" key="completed" />
      </Tabs>
      {courses.isPending ? (
        <LoadingState />
      ) : courses.isError ? (
        <ErrorState message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={tab === 'learning' ? '暂无学习中的课程' : '暂无已完成的课程'} />
      ) : (
        <List aria-label="我的课程">
          {rows.map((s) => (
            <List.Item
              key={s.id}
              prefix={<Cover item={{ cover: s.cover, type: 'course' }} />}
              onClick={() => navigate(`${EDU_PATHS.courseDetail}?id=${s.knowledgeId}`)}
              description={
                <div>
                  <span className={css.weak}>
                    必修 {s.doneCount}/{s.requiredCount}
                    {s.hasExam ? (s.examPassed ? ' · 考试已通过' : ' · 考试待通过') : ''}
                  </span>
                  {s.expired && <Tag color="danger">已过期</Tag>}
                  <ProgressBar percent={s.requiredCount ? (s.doneCount / s.requiredCount) * 100 : 0} />
                </div>
              }
            >
              {s.title}
            </List.Item>
          ))}
        </List>
      )}
    </main>
  );
}
