import { useLocation } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import styles from './Circle.module.css';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS } from './paths.ts';
import { useFinishNum } from './queries.ts';

/**
 * /education/circle/qa/list: every question with the finished-answer counts; /answer/science/question:
 * the questions still waiting for an answer (等你来答).
 */
export default function QaListScreen() {
  const toAnswer = useLocation().pathname === CIRCLE_PATHS.toAnswer;
  const finish = useFinishNum();
  return (
    <main className={styles.page}>
      <PageBar title={toAnswer ? '等你来答' : '问答广场'} fallback={CIRCLE_PATHS.find} />
      <section className={styles.stats} aria-label="问答统计">
        <div>
          <span className={styles.statNum}>{finish.data?.total ?? '-'}</span>
          <span className={styles.weak}>问题</span>
        </div>
        <div>
          <span className={styles.statNum}>{finish.data?.finished ?? '-'}</span>
          <span className={styles.weak}>已解答</span>
        </div>
        <div>
          <span className={styles.statNum}>{finish.data?.mine ?? '-'}</span>
          <span className={styles.weak}>我的回答</span>
        </div>
      </section>
      <PostList
        kind="questions"
        query={{ unanswered: toAnswer }}
        empty={toAnswer ? '所有问题都有人回答了' : '暂无问题'}
      />
    </main>
  );
}
