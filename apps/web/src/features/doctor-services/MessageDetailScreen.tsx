import { MSG } from '@kanghu/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { ErrorState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { useMarkSystemMessageRead } from '../messages/queries.ts';
import { SystemMessageDetail } from '../messages/SystemMessageDetail.tsx';
import styles from './Services.module.css';

function ReadDetail({ id }: { id: number }) {
  const { mutate } = useMarkSystemMessageRead();
  useEffect(() => mutate(id), [id, mutate]);
  return <SystemMessageDetail id={id} />;
}

/** /health/doctor/message/detail?id=N: a system message in the doctor shell; opening marks it read. */
export default function MessageDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <main className={styles.page}>
      <PageBar title="消息详情" fallback="/health/doctor/message/index" />
      {id === null ? (
        <ErrorState message={MSG.notFound} />
      ) : (
        <SessionGate>{() => <ReadDetail id={id} />}</SessionGate>
      )}
    </main>
  );
}
