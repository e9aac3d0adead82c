import { PageBar } from '../../ui/PageBar.tsx';
import { KnowledgeBrowser } from './components/KnowledgeBrowser.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /education/news/live: live sessions, upcoming and ended (with replay). */
export default function LiveNewsScreen() {
  return (
    <main className={css.page}>
      <PageBar title="直播" fallback={EDU_PATHS.studyCenter} />
      <KnowledgeBrowser type="live" label="直播列表" empty="暂无直播" />
    </main>
  );
}
