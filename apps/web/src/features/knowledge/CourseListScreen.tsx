import { PageBar } from '../../ui/PageBar.tsx';
import { KnowledgeBrowser } from './components/KnowledgeBrowser.tsx';
import css from './Knowledge.module.css';
import { EDU_PATHS } from './paths.ts';

/** /education/course/list: the published courses. */
export default function CourseListScreen() {
  return (
    <main className={css.page}>
      <PageBar title="课程" fallback={EDU_PATHS.studyCenter} />
      <KnowledgeBrowser type="course" label="课程列表" empty="暂无课程" search />
    </main>
  );
}
