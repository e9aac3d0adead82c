import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/**
 * /app/yingkang/user/mine/study/history: articles and courses the account read. Reading records
 * come with the health-education issue (articles, knowledge, play history); until then the
 * project keeps none, so the screen says so instead of showing anything made up.
 */
export default function StudyHistoryScreen() {
  return (
    <main className={css.page}>
      <PageBar title="学习记录" fallback={YK_USER_PATHS.mine} />
      <EmptyState title="暂无学习记录">
        <p className={css.weak}>阅读健康科普文章、学习课程后，记录会显示在这里</p>
      </EmptyState>
    </main>
  );
}
