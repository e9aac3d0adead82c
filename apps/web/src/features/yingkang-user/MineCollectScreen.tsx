import { PageBar } from '../../ui/PageBar.tsx';
import { MarkList } from './MarkList.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/mine/collect: what the account collected (doctors, service packages; articles later). */
export default function MineCollectScreen() {
  return (
    <main className={css.page}>
      <PageBar title="我的收藏" fallback={YK_USER_PATHS.mine} />
      <MarkList kind="collect" />
    </main>
  );
}
