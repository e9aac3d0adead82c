import { MSG } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { ContractCard } from './ContractParts.tsx';
import { contractPath, offerPath, SIGN_PATHS } from './paths.ts';
import { useContracts } from './queries.ts';

/** /health/doctor/user/sign/detail?patientId=: every contract of one resident, newest first. */
export default function UserSignDetailScreen() {
  const [params] = useSearchParams();
  const patientId = idParam(params, 'patientId');
  return (
    <main className={styles.page}>
      <PageBar title="居民签约记录" fallback={SIGN_PATHS.manage} />
      {patientId === null ? <ErrorState message={MSG.notFound} /> : <History patientId={patientId} />}
    </main>
  );
}

function History({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const list = useContracts({ patientId, pageSize: 50 });
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const active = list.data.list.some((c) => ['pending', 'signed', 'renewal_due'].includes(c.state));
  return (
    <>
      {list.data.list.length === 0 ? (
        <EmptyState title="该居民暂无签约记录" />
      ) : (
        list.data.list.map((c) => (
          <ContractCard key={c.id} contract={c} onOpen={() => navigate(contractPath(c.id))} />
        ))
      )}
      {!active && (
        <div className={styles.actions}>
          <Button color="primary" shape="rounded" onClick={() => navigate(offerPath(patientId))}>
            发起签约
          </Button>
        </div>
      )}
    </>
  );
}
