import { KNOWLEDGE_TYPE_NAMES } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { CommentThread } from '../comments/CommentThread.tsx';
import { MarkButton } from '../yingkang-user/MarkButton.tsx';
import { LiveInfo } from './components/LiveInfo.tsx';
import { MediaPlayer } from './components/MediaPlayer.tsx';
import { clockText } from './format.ts';
import css from './Knowledge.module.css';
import { EDU_PATHS, idParam, itemPath } from './paths.ts';
import { useKnowledgeDetail, useSavePlay } from './queries.ts';

/**
 * /app/common/video/detail?id=&courseId=: one knowledge item. Audio and video play in the
 * browser's own player and resume where the learner stopped; image-text shows its body (opening
 * it counts as read); live shows its schedule and replay. Comments of the item go below the
 * body (the comment component of the education comments; see docs/decisions.md).
 */
export default function ItemDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const courseId = idParam(params.get('courseId')) ?? undefined;
  const detail = useKnowledgeDetail(id);
  const save = useSavePlay();
  const read = useRef(false);
  const item = detail.data;

  useEffect(() => {
    if (item?.type !== 'imageText' || read.current) return;
    read.current = true;
    save.mutate({
      knowledgeId: item.id,
      ...(courseId ? { knowledgeCourseId: courseId } : {}),
      positionSeconds: 0,
      progressPer: 100,
      viewDuration: 0,
    });
  }, [item, courseId, save]);

  const back = courseId ? itemPath({ id: courseId, type: 'course' }) : EDU_PATHS.knowledgeList;
  if (id === null) return <Missing back={back} />;
  if (item?.type === 'course') return <Navigate to={itemPath(item)} replace />;
  return (
    <main className={css.page}>
      <PageBar title={item ? KNOWLEDGE_TYPE_NAMES[item.type] : '知识详情'} fallback={back} />
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : item ? (
        <article className={css.card}>
          <h1 className={css.title}>{item.title}</h1>
          <div className={css.tags}>
            <Tag color="primary" fill="outline">
              {KNOWLEDGE_TYPE_NAMES[item.type]}
            </Tag>
            {item.cname && <Tag fill="outline">{item.cname}</Tag>}
            {item.authorName && <span className={css.weak}>{item.authorName}</span>}
          </div>
          {(item.type === 'audio' || item.type === 'video') &&
            (item.url ? (
              <>
                <MediaPlayer
                  kind={item.type}
                  src={item.url}
                  knowledgeId={item.id}
                  courseId={courseId}
                  title={item.title}
                  resumeAt={item.play?.positionSeconds ?? 0}
                />
                {item.play && item.play.positionSeconds > 0 && item.play.progressPer < 100 && (
                  <p className={css.weak} data-testid="resume-note">
                    已为您从上次的 {clockText(item.play.positionSeconds)} 处继续播放
                  </p>
                )}
              </>
            ) : (
              <p className={css.weak}>媒体文件暂不可用</p>
            ))}
          {item.live && <LiveInfo live={item.live} />}
          {item.introduction && <p className={css.weak}>{item.introduction}</p>}
          {item.detail && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised by the server on write
            <div className={css.body} dangerouslySetInnerHTML={{ __html: item.detail }} />
          )}
          <div className={css.actions}>
            <MarkButton kind="collect" target={{ relationId: item.id, type: 'knowledge' }} />
          </div>
          <CommentThread model="education" relationType="knowledge" relationId={item.id} />
        </article>
      ) : null}
    </main>
  );
}

function Missing({ back }: { back: string }) {
  return (
    <main className={css.page}>
      <PageBar title="知识详情" fallback={back} />
      <EmptyState title="知识不存在" />
    </main>
  );
}
