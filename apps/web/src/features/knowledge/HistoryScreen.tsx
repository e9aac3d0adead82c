import { PageBar } from '../../ui/PageBar.tsx';
import { PlayHistoryList } from './components/PlayHistoryList.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /education/history: what the learner studied, newest first, each resuming where it stopped. */
export default function HistoryScreen() {
  return (
    <main className={css.page}>
      <PageBar title="学习记录" fallback={EDU_PATHS.studyCenter} />
      <PlayHistoryList />
    </main>
  );
}
