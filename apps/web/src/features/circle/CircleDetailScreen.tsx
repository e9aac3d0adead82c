import { countText } from '@kanghu/shared';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Circle.module.css';
import { PostCard } from './components/PostCard.tsx';
import { PostList } from './components/PostList.tsx';
import { CIRCLE_PATHS, idOf } from './paths.ts';
import { useCircle, useFollowCircle, useTopPosts } from './queries.ts';

function CircleBody({ id }: { id: number }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const circle = useCircle(id);
  const top = useTopPosts(id);
  const follow = useFollowCircle();
  const [active, setActive] = useState('qa');
  if (circle.isPending) return <LoadingState />;
  if (circle.isError)
    return <ErrorState message={errorMessage(circle.error)} onRetry={() => void circle.refetch()} />;
  const c = circle.data;
  const toggle = () =>
    follow.mutate(
      { id, follow: !c.attention },
      { onSuccess: () => ui.toast(c.attention ? '已退出圈子' : '已加入圈子') },
    );
  return (
    <>
      <PageBar title={c.name} fallback={CIRCLE_PATHS.find} />
      <div className={styles.head}>
        {c.cover && <img className={styles.headCover} src={c.cover} alt={c.name} />}
        <div className={styles.headText}>
          <h2 className={styles.sectionTitle}>{c.name}</h2>
          <p className={styles.weak}>{c.intro}</p>
          <p className={styles.weak}>
            {countText(c.memberCount)}人加入 · {countText(c.postCount)}篇内容
          </p>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: '0.12rem' }}>
          <Button
            size="small"
            color={c.attention ? 'default' : 'primary'}
            loading={follow.isPending}
            onClick={toggle}
          >
            {c.attention ? '已加入' : '加入'}
          </Button>
          {c.attention && (
            <Button size="small" onClick={() => navigate(CIRCLE_PATHS.chat(id))}>
              群聊
            </Button>
          )}
        </div>
      </div>
      {top.data && top.data.length > 0 && (
        <section className={styles.section} aria-label="置顶">
          {top.data.map((p) => (
            <PostCard key={p.id} post={p} />
          ))}
        </section>
      )}
      <section className={styles.section}>
        <Tabs activeKey={active} onChange={setActive}>
          <Tabs.Tab title="问答" key="qa" />
          <Tabs.Tab title="病友故事" key="story" />
        </Tabs>
      </section>
      {active === 'qa' ? (
        <PostList kind="qa" query={{ circleId: id, type: 'question' }} empty="还没有人提问" />
      ) : (
        <PostList kind="story" query={{ circleId: id }} empty="还没有病友故事" />
      )}
      <div className={styles.actionsBar}>
        <Button color="primary" onClick={() => navigate(CIRCLE_PATHS.postQuestion(id))}>
          提问
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(CIRCLE_PATHS.postStory(id))}>
          分享故事
        </Button>
      </div>
    </>
  );
}

/** /education/circle/:id: a circle with its pinned posts, questions and stories; join, group chat, post. */
export default function CircleDetailScreen() {
  const id = idOf(useParams().id);
  return (
    <main className={styles.page}>
      {id === null ? <EmptyState title="圈子不存在" /> : <CircleBody id={id} />}
    </main>
  );
}
