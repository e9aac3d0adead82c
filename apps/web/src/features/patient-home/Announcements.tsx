import type { AnnouncementItem } from '@kanghu/shared';
import { relativeTimeText } from '@kanghu/shared';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { parseAnnouncementPage } from '../../lib/response-schemas.ts';
import home from '../../ui/Home.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Announcements.module.css';
import { takeLatestAnnouncements } from './announcements-prefetch.ts';

/** The detail sheet (antd-mobile Popup and its animations): fetched when an announcement is opened. */
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup.tsx'));

function useAnnouncements() {
  const { api, projectKey, storage } = useApp();
  return useQuery({
    queryKey: ['announcements', projectKey, 'latest'],
    queryFn: async (): Promise<AnnouncementItem[]> => {
      const answer = takeLatestAnnouncements(api, projectKey, storage.getToken(projectKey));
      return (await parseAnnouncementPage(await answer)).list;
    },
  });
}

/** The project's latest announcements (GET /api/base/config); a tap shows one. */
export function Announcements() {
  const list = useAnnouncements();
  const [openId, setOpenId] = useState<number | null>(null);
  // Mounted from the first open on, so that closing still animates.
  const [opened, setOpened] = useState(false);
  const open = (id: number) => {
    setOpenId(id);
    setOpened(true);
  };
  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState title="暂无公告" />;
  else {
    body = (
      <List className={styles.list}>
        {list.data.map((a) => (
          <List.Item
            key={a.id}
            onClick={() => open(a.id)}
            description={a.summary}
            extra={relativeTimeText(a.publishedAt)}
          >
            {a.title}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <section className={home.section} aria-label="公告">
      <h2 className={home.sectionTitle}>公告</h2>
      {body}
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementPopup id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </section>
  );
}
