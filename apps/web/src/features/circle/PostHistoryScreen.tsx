import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PageBar } from '../../ui/PageBar.tsx';
import styles from './Circle.module.css';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS } from './paths.ts';

/** /education/circle/post/history: my questions, answers and stories, with their audit state. */
export default function PostHistoryScreen() {
  const [active, setActive] = useState('question');
  return (
    <main className={styles.page}>
      <PageBar title="我的发布" fallback={CIRCLE_PATHS.find} />
      <section className={styles.section}>
        <Tabs activeKey={active} onChange={setActive}>
          <Tabs.Tab title="我的提问" key="question" />
          <Tabs.Tab title="我的回答" key="answer" />
          <Tabs.Tab title="我的故事" key="story" />
        </Tabs>
      </section>
      {active === 'story' ? (
        <PostList kind="story" query={{ mine: true }} empty="还没有发布过故事" />
      ) : (
        <PostList
          kind="qa"
          query={{ mine: true, type: active as 'question' | 'answer' }}
          empty="还没有发布过内容"
        />
      )}
    </main>
  );
}
