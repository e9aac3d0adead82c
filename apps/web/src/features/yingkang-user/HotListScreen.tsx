import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/**
 * /app/yingkang/user/hot/list: hot articles and knowledge. The project has no article or
 * knowledge data yet (the health-education issue builds them, with read counts to rank by), so
 * the screen shows its empty state and leads to what exists: the doctors.
 */
export default function HotListScreen() {
  const navigate = useNavigate();
  return (
    <main className={css.page}>
      <PageBar title="热门推荐" fallback={YK_USER_PATHS.home} />
      <EmptyState title="暂无热门文章">
        <Button size="small" color="primary" onClick={() => navigate(YK_USER_PATHS.doctorList)}>
          找医生
        </Button>
      </EmptyState>
    </main>
  );
}
