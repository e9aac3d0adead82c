import { PageBar } from '../../ui/PageBar.tsx';
import { KnowledgeBrowser } from './components/KnowledgeBrowser.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /education/konwledge/list: every published knowledge item, searchable (Chinese words of titles and introductions), by category. */
export default function KnowledgeListScreen() {
  return (
    <main className={css.page}>
      <PageBar title="知识库" fallback={EDU_PATHS.studyCenter} />
      <KnowledgeBrowser label="知识列表" empty="暂无知识" search categories />
    </main>
  );
}
