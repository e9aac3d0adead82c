import { SHELL_MSG } from '@kanghu/shared';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { SessionGate } from '../../ui/SessionGate.tsx';
import styles from './Messages.module.css';
import { SystemMessageList } from './SystemMessageList.tsx';

/** /message/system/list: the system messages as a page of their own. */
export default function SystemMessageListScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <NavBar onBack={() => navigate(-1)}>{SHELL_MSG.systemMessages}</NavBar>
      <SessionGate>{() => <SystemMessageList />}</SessionGate>
    </main>
  );
}
