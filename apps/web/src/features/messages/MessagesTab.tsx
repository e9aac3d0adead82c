import { SessionGate } from '../../ui/SessionGate.tsx';
import styles from './Messages.module.css';
import { SystemMessageList } from './SystemMessageList.tsx';

/** The messages tab of the patient and doctor shells: the system messages. */
export function MessagesTab() {
  return (
    <main className={styles.page}>
      <SessionGate>{() => <SystemMessageList />}</SessionGate>
    </main>
  );
}
