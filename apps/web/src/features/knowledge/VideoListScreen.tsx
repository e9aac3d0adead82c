import { PageBar } from '../../ui/PageBar.tsx';
import { KnowledgeBrowser } from './components/KnowledgeBrowser.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /app/common/video/list: the published videos. */
export default function VideoListScreen() {
  return (
    <main className={css.page}>
      <PageBar title="视频" fallback={EDU_PATHS.knowledgeList} />
      <KnowledgeBrowser type="video" label="视频列表" empty="暂无视频" />
    </main>
  );
}
