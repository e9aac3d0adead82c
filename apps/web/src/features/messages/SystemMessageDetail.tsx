import { AI_ARTICLE_READ_LABEL, isAiArticleLink, MSG, relativeTimeText } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Messages.module.css';
import { useSystemMessage } from './queries.ts';

/**
 * One system message (GET /api/message/system/:id); its link, when any, opens in the app (阅读文章
 * when it is an article a servicer pushed).
 */
export function SystemMessageDetail({ id, onOpenLink }: { id: number; onOpenLink?: () => void }) {
  const message = useSystemMessage(id);
  const navigate = useNavigate();
  if (message.isPending) return <LoadingState />;
  if (message.isError) {
    return <ErrorState message={errorMessage(message.error)} onRetry={() => void message.refetch()} />;
  }
  const { title, content, createdAt, link } = message.data;
  return (
    <article className={styles.detail} data-testid="system-message-detail">
      <h2 className={styles.detailTitle}>{title}</h2>
      <p className={styles.detailTime}>{relativeTimeText(createdAt)}</p>
      <p className={styles.detailContent}>{content || MSG.unknownMeta}</p>
      {link?.startsWith('/') && (
        <Button
          block
          color="primary"
          onClick={() => {
            onOpenLink?.();
            void navigate(link);
          }}
        >
          {isAiArticleLink(link) ? AI_ARTICLE_READ_LABEL : '查看详情'}
        </Button>
      )}
    </article>
  );
}
