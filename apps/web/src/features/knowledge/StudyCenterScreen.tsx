import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { KnowledgeBrowser } from './components/KnowledgeBrowser.tsx';
import { clockText } from './format.ts';
import css from './Knowledge.module.css';
import { EDU_PATHS, itemPath } from './paths.ts';
import { useLearnTasks, usePlayHistory } from './queries.ts';

const ENTRIES = [
  ['知识库', EDU_PATHS.knowledgeList],
  ['学习任务', EDU_PATHS.tasks],
  ['我的课程', EDU_PATHS.mineCourse],
  ['学习记录', EDU_PATHS.history],
  ['我的收藏', EDU_PATHS.collect],
  ['学习排行', EDU_PATHS.rank],
  ['健康直播', EDU_PATHS.live],
  ['视频', EDU_PATHS.videoList],
] as const;

/** /web/config/education/study/center (tab 学习): entries, continue where I stopped, the courses. */
export default function StudyCenterScreen() {
  const navigate = useNavigate();
  const tasks = useLearnTasks();
  const history = usePlayHistory();
  const latest = history.data?.pages[0]?.list[0];
  return (
    <main className={css.page}>
      <section className={css.card} aria-label="学习中心">
        <h1 className={css.title}>学习中心</h1>
        <Grid columns={4} gap={12}>
          {ENTRIES.map(([name, to]) => (
            <Grid.Item key={to} onClick={() => navigate(to)}>
              <div className={css.body} style={{ textAlign: 'center' }}>
                {name}
              </div>
            </Grid.Item>
          ))}
        </Grid>
        {tasks.data && tasks.data.length > 0 && (
          <p className={css.weak}>你有{tasks.data.length}门课程正在学习</p>
        )}
      </section>
      {latest && (
        <button
          type="button"
          className={css.card}
          style={{ display: 'block', border: 0, textAlign: 'left', width: 'calc(100% - 0.48rem)' }}
          aria-label="继续学习"
          onClick={() =>
            navigate(
              itemPath({ id: latest.knowledgeId, type: latest.type }, latest.knowledgeCourseId ?? undefined),
            )
          }
        >
          <p className={css.weak}>继续学习</p>
          <p className={css.body}>
            {latest.title}
            {!latest.done && latest.positionSeconds > 0
              ? `（上次看到 ${clockText(latest.positionSeconds)}）`
              : ''}
          </p>
        </button>
      )}
      <KnowledgeBrowser type="course" label="推荐课程" empty="暂无课程" />
    </main>
  );
}
