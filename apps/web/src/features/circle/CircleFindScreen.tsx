import { SearchBar, Space, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import styles from './Circle.module.css';
import { CircleGrid } from './components/CircleGrid.tsx';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS } from './paths.ts';
import { useKeywords } from './queries.ts';

/** /education/circle/find (and the web-config 发现 tab): circles, hot words, questions, stories, subject knowledge. */
export default function CircleFindScreen({ tab = false }: { tab?: boolean }) {
  const navigate = useNavigate();
  const keywords = useKeywords();
  const [active, setActive] = useState('qa');
  const search = (word: string) => navigate(`${CIRCLE_PATHS.search}?keyword=${encodeURIComponent(word)}`);
  return (
    <main className={styles.page}>
      {!tab && <PageBar title="发现" fallback="/" />}
      <div className={styles.section}>
        <SearchBar placeholder="搜索问题、病友故事" onFocus={() => navigate(CIRCLE_PATHS.search)} />
        {keywords.data && keywords.data.length > 0 && (
          <nav className={styles.chips} style={{ marginTop: '0.16rem' }} aria-label="热门关键词">
            {keywords.data.slice(0, 10).map((k) => (
              <Tag key={k.id} round color="primary" fill="outline" onClick={() => search(k.word)}>
                {k.word}
              </Tag>
            ))}
          </nav>
        )}
      </div>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>圈子</h3>
        <CircleGrid />
      </section>
      <section className={styles.section}>
        <Space wrap>
          <Tag round onClick={() => navigate(CIRCLE_PATHS.qa)}>
            问答广场
          </Tag>
          <Tag round onClick={() => navigate(CIRCLE_PATHS.toAnswer)}>
            等你来答
          </Tag>
          <Tag round onClick={() => navigate(CIRCLE_PATHS.knowledgeMine)}>
            我关注的知识
          </Tag>
          <Tag round onClick={() => navigate(CIRCLE_PATHS.history)}>
            我的发布
          </Tag>
        </Space>
      </section>
      <section className={styles.section}>
        <Tabs activeKey={active} onChange={setActive}>
          <Tabs.Tab title="最新问答" key="qa" />
          <Tabs.Tab title="病友故事" key="story" />
          <Tabs.Tab title="专题知识" key="knowledge" />
        </Tabs>
      </section>
      {active === 'qa' && <PostList kind="qa" query={{ type: 'question' }} empty="暂无问答" />}
      {active === 'story' && <PostList kind="story" query={{}} empty="暂无病友故事" />}
      {active === 'knowledge' && <PostList kind="knowledge" query={{}} empty="暂无专题知识" />}
    </main>
  );
}
