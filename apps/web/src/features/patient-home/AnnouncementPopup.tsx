import type { AnnouncementDetail } from '@kanghu/shared';
import { relativeTimeText } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { parseAnnouncementDetail } from '../../lib/response-schemas.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Announcements.module.css';

function useAnnouncement(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['announcements', projectKey, 'detail', id],
    enabled: id !== null,
    queryFn: async (): Promise<AnnouncementDetail> =>
      parseAnnouncementDetail(
        await api.call(config.announcement, { params: { id: id ?? 0 } }, { silent: true }),
      ),
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
      <p className={styles.time}>{relativeTimeText(detail.data.publishedAt)}</p>
      {/* Sanitised by the server (GET /api/base/config/:id answers safe HTML). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised announcement HTML */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: detail.data.content }} />
    </article>
  );
}

/** One announcement in a bottom sheet; its own chunk, loaded when the first one is opened. */
export default function AnnouncementPopup({ id, onClose }: { id: number | null; onClose: () => void }) {
  // Mounted already open: shown one frame later, so that it slides in as when it was always there.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Popup
      visible={mounted && id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyStyle={{
        borderTopLeftRadius: '0.24rem',
        borderTopRightRadius: '0.24rem',
        maxHeight: '80vh',
        overflowY: 'auto',
      }}
    >
      {id !== null && <Detail id={id} />}
    </Popup>
  );
}
