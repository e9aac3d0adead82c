import type { CirclePostDetail, CirclePostView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CommentThread } from '../comments/CommentThread.tsx';
import styles from './Circle.module.css';
import { AuthorLine } from './components/PostCard.tsx';
import { CIRCLE_PATHS, idOf } from './paths.ts';
import { useAcceptAnswer, usePost, useRemovePost, useReportPost } from './queries.ts';

function Answer({ answer, canAccept }: { answer: CirclePostView; canAccept: boolean }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const accept = useAcceptAnswer();
  return (
    <div className={styles.card} data-testid="answer">
      <AuthorLine post={answer} />
      <p className={styles.body}>{answer.content}</p>
      <div className={styles.meta}>
        <Button size="mini" fill="none" onClick={() => navigate(CIRCLE_PATHS.answer(answer.id))}>
          评论
        </Button>
        {canAccept && !answer.accepted && answer.passed && !answer.mine && (
          <Button
            size="mini"
            color="success"
            fill="outline"
            loading={accept.isPending}
            onClick={() => accept.mutate(answer.id, { onSuccess: () => ui.toast('已采纳') })}
          >
            采纳
          </Button>
        )}
      </div>
    </div>
  );
}

function PostBody({ post, kind }: { post: CirclePostDetail; kind: 'qa' | 'story' }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const remove = useRemovePost(kind);
  const report = useReportPost();
  const onReport = async () => {
    if (!(await ui.confirm('确定举报这条内容吗？'))) return;
    report.mutate(post.id, { onSuccess: () => ui.toast('举报成功，我们会尽快处理') });
  };
  const onDelete = async () => {
    if (!(await ui.confirm('确定删除吗？'))) return;
    remove.mutate(post.id, { onSuccess: () => navigate(CIRCLE_PATHS.find, { replace: true }) });
  };
  const title = post.type === 'answer' ? `回答：${post.questionTitle ?? ''}` : post.title;
  return (
    <>
      <article className={styles.section}>
        {title && <h2 className={styles.sectionTitle}>{title}</h2>}
        <AuthorLine post={post} />
        <p className={styles.body}>{post.content}</p>
        {post.imageList.length > 0 && (
          <div className={styles.images}>
            {post.imageList.map((src) => (
              <img key={src} src={src} alt="图片" />
            ))}
          </div>
        )}
        <div className={styles.meta}>
          {post.circleNames.map((n) => (
            <span key={n}>#{n}</span>
          ))}
          {post.type === 'answer' && post.questionId && (
            <Button
              size="mini"
              fill="none"
              onClick={() => navigate(CIRCLE_PATHS.question(post.questionId ?? 0))}
            >
              查看问题
            </Button>
          )}
          {post.mine ? (
            <Button size="mini" fill="none" color="danger" onClick={onDelete}>
              删除
            </Button>
          ) : (
            <Button size="mini" fill="none" onClick={onReport}>
              举报
            </Button>
          )}
        </div>
      </article>
      {post.type === 'question' && (
        <section className={styles.section} aria-label="回答">
          <h3 className={styles.sectionTitle}>{post.answers.length}个回答</h3>
          {post.answers.length === 0 && <EmptyState title="还没有回答" />}
          {post.answers.map((a) => (
            <Answer key={a.id} answer={a} canAccept={post.mine} />
          ))}
          {post.passed && (
            <Button
              block
              color="primary"
              onClick={() => navigate(CIRCLE_PATHS.answerQuestion(post.id, post.circleIdList))}
            >
              写回答
            </Button>
          )}
        </section>
      )}
      {post.passed && <CommentThread model="education" relationType={post.type} relationId={post.id} />}
    </>
  );
}

function Loaded({ id, kind }: { id: number; kind: 'qa' | 'story' }) {
  const post = usePost(kind, id);
  if (post.isPending) return <LoadingState />;
  if (post.isError)
    return <ErrorState message={errorMessage(post.error)} onRetry={() => void post.refetch()} />;
  return <PostBody post={post.data} kind={kind} />;
}

/** /education/circle/question/detail/:id, answer/detail/:id and story/:id: a post, its answers and comments. */
export default function PostDetailScreen() {
  const id = idOf(useParams().id);
  const { pathname } = useLocation();
  const kind = pathname.includes('/circle/story/') ? 'story' : 'qa';
  const title = kind === 'story' ? '病友故事' : pathname.includes('/answer/') ? '回答详情' : '问题详情';
  return (
    <main className={styles.page}>
      <PageBar title={title} fallback={CIRCLE_PATHS.find} />
      {id === null ? <EmptyState title="内容不存在" /> : <Loaded id={id} kind={kind} />}
    </main>
  );
}
