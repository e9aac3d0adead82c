import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BedCard } from './BedParts.tsx';
import { SICKBED_PATHS } from './paths.ts';
import { useSickbedList } from './queries.ts';

/**
 * /health/doctor/sickbed/manage: the beds in care of the doctor's org, each with its phone
 * records and door services (撤床 from the bed's detail).
 */
export default function SickbedManageScreen() {
  const beds = useSickbedList(1);
  return (
    <main className={styles.page}>
      <PageBar title="病床管理" fallback={SICKBED_PATHS.list} />
      {beds.isPending ? (
        <LoadingState />
      ) : beds.isError ? (
        <ErrorState message={errorMessage(beds.error)} onRetry={() => void beds.refetch()} />
      ) : beds.data.list.length === 0 ? (
        <EmptyState title="暂无在床的家庭病床" />
      ) : (
        <>
          <p className={styles.hint} style={{ margin: '0.24rem 0.32rem 0' }}>
            在床 {beds.data.total} 张
          </p>
          {beds.data.list.map((bed) => (
            <BedCard key={bed.id} bed={bed} />
          ))}
        </>
      )}
    </main>
  );
}
