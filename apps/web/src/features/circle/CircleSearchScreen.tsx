import { SearchBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import styles from './Circle.module.css';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS } from './paths.ts';
import { useKeywords } from './queries.ts';

/** /education/circle/search[?keyword=]: questions and stories found by Chinese words, ranked. */
export default function CircleSearchScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  const [active, setActive] = useState('qa');
  const keywords = useKeywords();
  const run = (word: string) => {
    setText(word);
    setParams(word.trim() ? { keyword: word.trim() } : {}, { replace: true });
  };
  return (
    <main className={styles.page}>
      <PageBar title="搜索" fallback={CIRCLE_PATHS.find} />
      <div className={styles.section}>
        <SearchBar
          placeholder="搜索问题、病友故事"
          value={text}
          onChange={setText}
          onSearch={run}
          onClear={() => run('')}
        />
      </div>
      {!keyword ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>热门关键词</h3>
          <div className={styles.chips}>
            {(keywords.data ?? []).map((k) => (
              <Tag key={k.id} round color="primary" fill="outline" onClick={() => run(k.word)}>
                {k.word}
              </Tag>
            ))}
          </div>
          {keywords.data?.length === 0 && <EmptyState title="输入关键词搜索" />}
        </section>
      ) : (
        <>
          <section className={styles.section}>
            <Tabs activeKey={active} onChange={setActive}>
              <Tabs.Tab title="问答" key="qa" />
              <Tabs.Tab title="病友故事" key="story" />
            </Tabs>
          </section>
          {active === 'qa' ? (
            <PostList kind="qa" query={{ keyword }} empty={`没有找到与“${keyword}”相关的问答`} />
          ) : (
            <PostList kind="story" query={{ keyword }} empty={`没有找到与“${keyword}”相关的故事`} />
          )}
        </>
      )}
    </main>
  );
}
