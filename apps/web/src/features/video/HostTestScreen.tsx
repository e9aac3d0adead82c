import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { alert } from '../../lib/ui-antd.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { useRoomLoaders } from './queries.ts';
import { RoomGate } from './RoomGate.tsx';
import { parseRoomSettings, type RoomSettings, roomSettingsError } from './settings.ts';
import styles from './TestVideo.module.css';

/**
 * 视频测试（主持人） (/test/video/1): the spec's host path with sdkAppId, secretKey, userId and
 * roomId, for the doctor's backend tests only. The key typed here is checked for presence as the
 * spec asks and never sent anywhere: the server signs this account's user signature itself.
 */
export default function HostTestScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="视频通话测试（主持人）" fallback="/index" />
      <SessionGate>{() => <HostTest />}</SessionGate>
    </main>
  );
}

function HostTest() {
  const location = useLocation();
  const loaders = useRoomLoaders();
  const [settings, setSettings] = useState<RoomSettings>(() => parseRoomSettings(location.search, ''));
  // The call starts by itself only when the URL brings every setting (spec 1 section 5).
  const [started, setStarted] = useState(() => roomSettingsError(settings) === null);
  if (started)
    return <RoomGate load={() => loaders.byRoomId(settings.roomId)} onHangUp={() => setStarted(false)} />;
  const start = async () => {
    const error = roomSettingsError(settings);
    if (error) await alert(error);
    else setStarted(true);
  };
  const set = (patch: Partial<RoomSettings>) => setSettings((s) => ({ ...s, ...patch }));
  return (
    <>
      <p className={styles.note}>
        仅供医生后台测试：secretKey 只在本页校验是否填写，不会发送或保存；用户签名由服务器签发。
      </p>
      <Form
        footer={
          <Button block color="primary" onClick={() => void start()}>
            开始通话
          </Button>
        }
      >
        <Form.Item label="sdkAppId">
          <Input
            aria-label="sdkAppId"
            value={settings.sdkAppId === null ? '' : String(settings.sdkAppId)}
            onChange={(v) => set({ sdkAppId: /^\d+$/.test(v) ? Number(v) : null })}
          />
        </Form.Item>
        <Form.Item label="secretKey">
          <Input
            aria-label="secretKey"
            type="password"
            value={settings.secretKey}
            onChange={(v) => set({ secretKey: v })}
          />
        </Form.Item>
        <Form.Item label="userId">
          <Input aria-label="userId" value={settings.userId} onChange={(v) => set({ userId: v })} />
        </Form.Item>
        <Form.Item label="roomId">
          <Input
            aria-label="roomId"
            value={settings.roomId ? String(settings.roomId) : ''}
            onChange={(v) => set({ roomId: /^\d+$/.test(v) ? Number(v) : 0 })}
          />
        </Form.Item>
      </Form>
    </>
  );
}
