import {
  AI_ARTICLE_READ_LABEL,
  isAiArticleLink,
  relativeTimeText,
  SHELL_MSG,
  type SystemMessageItem,
} from '@kanghu/shared';
import { Badge, Button, InfiniteScroll, List, Popup, SwipeAction } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Messages.module.css';
import {
  useClearReadSystemMessages,
  useDeleteSystemMessage,
  useMarkSystemMessageRead,
  useSystemMessages,
} from './queries.ts';
import { SystemMessageDetail } from './SystemMessageDetail.tsx';

/**
 * The signed-in user's system messages: unread marks, tap for the detail (marks it read), swipe
 * left to delete, clear all read. New pushes (SYSTEM_MSG) refresh it through the query cache.
 */
export function SystemMessageList({ title = SHELL_MSG.systemMessages }: { title?: string }) {
  const { ui } = useApp();
  const messages = useSystemMessages();
  const markRead = useMarkSystemMessageRead();
  const remove = useDeleteSystemMessage();
  const clearRead = useClearReadSystemMessages();
  const [openId, setOpenId] = useState<number | null>(null);
  const navigate = useNavigate();

  const pages = messages.data?.pages ?? [];
  const items = pages.flatMap((p) => p.list);
  const unread = pages[0]?.unreadCount ?? 0;
  const total = pages[0]?.total ?? 0;

  const open = (item: SystemMessageItem) => {
    setOpenId(item.id);
    if (!item.read) markRead.mutate(item.id);
  };
  const onClear = async () => {
    if (total - unread <= 0) {
      ui.toast(SHELL_MSG.nothingToClear);
      return;
    }
    if (!(await ui.confirm(SHELL_MSG.clearReadConfirm))) return;
    clearRead.mutate(undefined, { onSuccess: () => ui.toast(SHELL_MSG.cleared) });
  };
  /** 阅读文章 on a pushed article's message: straight to the article (the message marked read). */
  const readArticle = (item: SystemMessageItem, link: string) => {
    if (!item.read) markRead.mutate(item.id);
    void navigate(link);
  };
  const onDelete = (item: SystemMessageItem) => {
    remove.mutate(item.id, { onSuccess: () => ui.toast(SHELL_MSG.deleted) });
  };

  let body: ReactNode;
  if (messages.isPending) body = <LoadingState />;
  else if (messages.isError) {
    body = <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />;
  } else if (items.length === 0) body = <EmptyState title={SHELL_MSG.noSystemMessages} />;
  else {
    body = (
      <>
        <List aria-label={title} className={styles.list}>
          {items.map((item) => (
            <SwipeAction
              key={item.id}
              rightActions={[
                {
                  key: 'delete',
                  text: SHELL_MSG.deleteMessage,
                  color: 'danger',
                  onClick: () => onDelete(item),
                },
              ]}
            >
              <List.Item arrowIcon={false} onClick={() => open(item)} data-testid="system-message">
                <div className={styles.item}>
                  <div className={styles.itemHead}>
                    <span className={`${styles.itemTitle} ${item.read ? styles.itemTitleRead : ''}`}>
                      {!item.read && <Badge content={Badge.dot} aria-label="未读" />}
                      <span className={styles.itemTitleText}>{item.title}</span>
                    </span>
                    <span className={styles.time}>{relativeTimeText(item.createdAt)}</span>
                  </div>
                  <span className={styles.summary}>{item.content}</span>
                  {item.link && isAiArticleLink(item.link) && (
                    <Button
                      size="mini"
                      fill="none"
                      color="primary"
                      className={styles.itemLink}
                      data-testid="system-message-article"
                      onClick={(e) => {
                        e.stopPropagation();
                        readArticle(item, item.link as string);
                      }}
                    >
                      {AI_ARTICLE_READ_LABEL}
                    </Button>
                  )}
                </div>
              </List.Item>
            </SwipeAction>
          ))}
        </List>
        <InfiniteScroll
          hasMore={Boolean(messages.hasNextPage)}
          loadMore={async () => {
            await messages.fetchNextPage();
          }}
        />
      </>
    );
  }

  return (
    <section aria-label={title}>
      <header className={styles.bar}>
        <h2 className={styles.barTitle}>
          {title}
          {unread > 0 && (
            <span className={styles.unread} data-testid="unread-count">
              <Badge content={unread > 99 ? '99+' : unread} />
            </span>
          )}
        </h2>
        <Button size="small" fill="none" color="primary" loading={clearRead.isPending} onClick={onClear}>
          {SHELL_MSG.clearRead}
        </Button>
      </header>
      {body}
      <Popup
        visible={openId !== null}
        onMaskClick={() => setOpenId(null)}
        onClose={() => setOpenId(null)}
        bodyStyle={{ borderTopLeftRadius: '0.24rem', borderTopRightRadius: '0.24rem', minHeight: '40vh' }}
        showCloseButton
      >
        {openId !== null && <SystemMessageDetail id={openId} onOpenLink={() => setOpenId(null)} />}
      </Popup>
    </section>
  );
}
