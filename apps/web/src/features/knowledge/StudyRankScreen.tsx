import { List, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { studyTimeText } from './format.ts';
import css from './Knowledge.module.css';
import { EDU_PATHS, idParam } from './paths.ts';
import { useStudyRank } from './queries.ts';

/** /education/course/study/rank/list?id=: learners by study time (one course, or all), others' names masked. */
export default function StudyRankScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const rank = useStudyRank(id);
  const back = id ? `${EDU_PATHS.courseDetail}?id=${id}` : EDU_PATHS.studyCenter;
  return (
    <main className={css.page}>
      <PageBar title="学习排行" fallback={back} />
      {rank.isPending ? (
        <LoadingState />
      ) : rank.isError ? (
        <ErrorState message={errorMessage(rank.error)} onRetry={() => void rank.refetch()} />
      ) : (
        <>
          <section className={`${css.card} ${css.stat}`} aria-label="我的排名">
            <div>
              <strong>{rank.data.mine.rank ?? '—'}</strong>我的排名
            </div>
            <div>
              <strong>{studyTimeText(rank.data.mine.studySeconds)}</strong>学习时长
            </div>
            <div>
              <strong>{rank.data.mine.completedCourses}</strong>完成课程
            </div>
          </section>
          {rank.data.list.length === 0 ? (
            <EmptyState title="暂无学习记录" />
          ) : (
            <List aria-label="学习排行">
              {rank.data.list.map((r) => (
                <List.Item
                  key={r.rank}
                  prefix={<strong>{r.rank}</strong>}
                  extra={studyTimeText(r.studySeconds)}
                  description={`完成课程${r.completedCourses}门`}
                >
                  {r.userName} {r.mine && <Tag color="primary">我</Tag>}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </main>
  );
}
