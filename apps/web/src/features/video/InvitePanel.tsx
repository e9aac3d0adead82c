import { VIDEO_MSG, type VideoSettings } from '@kanghu/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/ui-antd.ts';
import { useRoomLoaders } from './queries.ts';
import { inviteLinkSettings } from './settings.ts';
import styles from './VideoRoom.module.css';

/** The host's invite field: one link invites one person; a new link is made after each copy. */
export function InvitePanel({ settings, ready }: { settings: VideoSettings; ready: boolean }) {
  const loaders = useRoomLoaders();
  const [link, setLink] = useState('');
  const [failed, setFailed] = useState(false);
  const roomCode = String(settings.roomId);
  const renew = useCallback(async () => {
    try {
      const { token } = await loaders.invite(roomCode);
      setLink(inviteLinkSettings(window.location.origin, settings, token));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [loaders.invite, roomCode, settings]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one link per publish, renewed on copy
  useEffect(() => {
    if (ready) void renew();
  }, [ready]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast('已复制，链接已更新');
    } catch {
      toast('复制失败，请手动复制');
      return;
    }
    await renew();
  };

  return (
    <div className={styles.invite}>
      <p>{VIDEO_MSG.inviteTip}</p>
      <div className={styles.inviteRow}>
        <input
          readOnly
          value={failed ? '邀请链接生成失败' : link}
          aria-label="邀请链接"
          placeholder="加入后生成"
        />
        <button type="button" disabled={!link} onClick={() => void copy()}>
          复制链接
        </button>
      </div>
    </div>
  );
}
