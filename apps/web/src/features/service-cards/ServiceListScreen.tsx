import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { YINGKANG_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import cards from './Cards.module.css';
import { MyCardTile, PackageTile } from './CardTile.tsx';
import { cardInfoPath, myCardPath } from './paths.ts';
import { useMyCards, useServiceCards } from './queries.ts';

const HOME = YINGKANG_PATHS.userHome;

/** /app/yingkang/user/service/list: the packages on sale, and (tab ?tab=mine) the cards I bought. */
export default function ServiceListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'all';
  return (
    <main className={styles.page}>
      <PageBar title="服务卡" fallback={HOME} />
      <Tabs
        className={cards.tabs}
        activeKey={tab}
        onChange={(key) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true })}
      >
        <Tabs.Tab title="服务卡" key="all" />
        <Tabs.Tab title="我的服务卡" key="mine" />
      </Tabs>
      {tab === 'mine' ? <MyCards /> : <Packages />}
    </main>
  );
}

function Packages() {
  const navigate = useNavigate();
  const list = useServiceCards();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState title="暂无可购买的服务卡" />;
  return (
    <ul className={cards.list} aria-label="服务卡列表">
      {list.data.map((c) => (
        <PackageTile key={c.id} card={c} onOpen={() => navigate(cardInfoPath(c.id))} />
      ))}
    </ul>
  );
}

function MyCards() {
  const navigate = useNavigate();
  const list = useMyCards();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const shown = list.data.filter((c) => c.state !== 'cancelled');
  if (shown.length === 0) return <EmptyState title="还没有服务卡，去看看吧" />;
  return (
    <ul className={cards.list} aria-label="我的服务卡">
      {shown.map((c) => (
        <MyCardTile key={c.id} card={c} onOpen={() => navigate(myCardPath(c.id))} />
      ))}
    </ul>
  );
}
