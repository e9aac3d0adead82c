import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import styles from './Conference.module.css';
import { ExpertList } from './ExpertList.tsx';
import { CONFERENCE_PATHS } from './paths.ts';

/** 全部专家 (/conference/all/expert): the experts of every conference of the project. */
export default function AllExpertScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="全部专家" fallback={CONFERENCE_PATHS.list} />
      <SessionGate>{() => <ExpertList conferenceId={undefined} />}</SessionGate>
    </main>
  );
}
