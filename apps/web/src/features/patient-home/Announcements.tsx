import {
  type AnnouncementDetail,
  type AnnouncementItem,
  announcementDetail,
  announcementItem,
  page,
} from '@kanghu/shared';
import { useQuery } from '@tanstack/react-query';
import { List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import home from '../../ui/Home.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { relativeTime } from '../messages/relative-time.ts';
import styles from './Announcements.module.css';

const LATEST = 3;
const announcementPage = page(announcementItem);

function useAnnouncements() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['announcements', projectKey, 'latest'],
    queryFn: async (): Promise<AnnouncementItem[]> =>
      announcementPage.parse(
        await api.get<unknown>('/api/base/config', { pageNo: 1, pageSize: LATEST }, { silent: true }),
      ).list,
  });
}

function useAnnouncement(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['announcements', projectKey, 'detail', id],
    enabled: id !== null,
    queryFn: async (): Promise<AnnouncementDetail> =>
      announcementDetail.parse(await api.get<unknown>(`/api/base/config/${id}`, undefined, { silent: true })),
  });
}

function Detail({ id }: { id: number }) {
  const detail = useAnnouncement(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  return (
    <article className={styles.detail}>
      <h2 className={styles.detailTitle}>{detail.data.title}</h2>
      <p className={styles.time}>{relativeTime(detail.data.publishedAt)}</p>
      {/* Sanitised by the server (GET /api/base/config/:id answers safe HTML). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised announcement HTML */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: detail.data.content }} />
    </article>
  );
}

/** The project's latest announcements (GET /api/base/config); a tap shows one. */
export function Announcements() {
  const list = useAnnouncements();
  const [openId, setOpenId] = useState<number | null>(null);
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
            onClick={() => setOpenId(a.id)}
            description={a.summary}
            extra={relativeTime(a.publishedAt)}
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
      <Popup
        visible={openId !== null}
        onMaskClick={() => setOpenId(null)}
        onClose={() => setOpenId(null)}
        showCloseButton
        bodyStyle={{
          borderTopLeftRadius: '0.24rem',
          borderTopRightRadius: '0.24rem',
          maxHeight: '80vh',
          overflowY: 'auto',
        }}
      >
        {openId !== null && <Detail id={openId} />}
      </Popup>
    </section>
  );
}
