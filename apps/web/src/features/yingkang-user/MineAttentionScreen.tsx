import { PageBar } from '../../ui/PageBar.tsx';
import { MarkList } from './MarkList.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/mine/attention: the doctors (and later circles and knowledge) the account follows. */
export default function MineAttentionScreen() {
  return (
    <main className={css.page}>
      <PageBar title="我的关注" fallback={YK_USER_PATHS.mine} />
      <MarkList kind="attention" />
    </main>
  );
}
