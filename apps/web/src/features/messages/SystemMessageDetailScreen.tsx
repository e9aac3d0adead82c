import { MSG, SHELL_MSG } from '@kanghu/shared';
import { NavBar } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { ErrorState } from '../../ui/StateViews.tsx';
import styles from './Messages.module.css';
import { useMarkSystemMessageRead } from './queries.ts';
import { SystemMessageDetail } from './SystemMessageDetail.tsx';

function MarkRead({ id }: { id: number }) {
  const { mutate } = useMarkSystemMessageRead();
  useEffect(() => mutate(id), [id, mutate]);
  return <SystemMessageDetail id={id} />;
}

/** /message/system/detail?id=N: one system message; opening it marks it read. */
export default function SystemMessageDetailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <main className={styles.page}>
      <NavBar onBack={() => navigate(-1)}>{SHELL_MSG.systemMessages}</NavBar>
      {valid ? (
        <SessionGate>{() => <MarkRead id={id} />}</SessionGate>
      ) : (
        <ErrorState message={MSG.notFound} />
      )}
    </main>
  );
}
