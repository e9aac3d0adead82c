import { PageBar } from '../../ui/PageBar.tsx';
import styles from './Circle.module.css';
import { CircleGrid } from './components/CircleGrid.tsx';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS } from './paths.ts';

/** /education/circle/attention/knowledge/list: my circles and the subject knowledge (doctor-answered questions) of them. */
export default function AttentionKnowledgeScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="我关注的知识" fallback={CIRCLE_PATHS.find} />
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>我加入的圈子</h3>
        <CircleGrid onlyFollowed />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>专题知识</h3>
      </section>
      <PostList kind="knowledgeMine" query={{}} empty="加入圈子后，这里会显示医生解答过的专题知识" />
    </main>
  );
}
