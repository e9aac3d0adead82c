import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { InfoEdit } from '../account/InfoEditScreen.tsx';
import styles from './EducationAccount.module.css';
import { EDUCATION_PATHS } from './paths.ts';

/**
 * 编辑资料 (/education/account/update): photo, name, email; a new phone number needs the SMS code
 * sent to it (PUT /api/user/mine, the same rule as PUT /api/user/tel/{id}).
 */
export default function AccountUpdateScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="编辑资料" fallback={EDUCATION_PATHS.account} />
      <SessionGate>
        {(session) => <InfoEdit session={session} fallback={EDUCATION_PATHS.account} />}
      </SessionGate>
    </main>
  );
}
