import { VIDEO_MSG, type VideoSettings } from '@kanghu/shared';
import { useEffect, useRef, useState } from 'react';
import { alert } from '../../lib/ui-antd.ts';
import { InvitePanel } from './InvitePanel.tsx';
import type { MeshCall, RemotePeer } from './mesh-call.ts';
import { useMeshCall } from './use-mesh-call.ts';
import styles from './VideoRoom.module.css';

/**
 * The video-call screen (spec 1 section 2.17): remote streams in a grid labelled with names, the
 * local stream as a small picture, mute audio, mute video, screen share and hang up; the host
 * also sees the one-time invite link and the log. Joins when mounted with settings.
 */
export function VideoRoom({ settings, onHangUp }: { settings: VideoSettings; onHangUp: () => void }) {
  const { snapshot, logs, call } = useMeshCall(settings, onHangUp);
  const hangUp = async () => {
    await call.current?.leave();
    onHangUp();
  };
  return (
    <section className={styles.room} aria-label="视频通话" data-state={snapshot.state}>
      <header className={styles.head}>
        <strong>{settings.title ?? `房间 ${settings.roomId}`}</strong>
        <span className={styles.state}>{STATE_TEXT[snapshot.state]}</span>
      </header>
      {settings.provider === 'mesh' && <p className={styles.note}>{VIDEO_MSG.devProvider}</p>}
      <section className={styles.grid} aria-label="远端画面">
        {snapshot.remotes.length === 0 && <p className={styles.waiting}>等待其他成员加入…</p>}
        {snapshot.remotes.map((r) => (
          <RemoteTile key={r.userId} peer={r} />
        ))}
      </section>
      <div className={styles.local}>
        <StreamVideo stream={snapshot.local} muted label="本地画面" />
        {snapshot.videoMuted && <span className={styles.off}>摄像头已关闭</span>}
      </div>
      <div className={styles.bar}>
        <button type="button" onClick={() => call.current?.setAudioMuted(!snapshot.audioMuted)}>
          {snapshot.audioMuted ? '取消静音' : '静音'}
        </button>
        <button type="button" onClick={() => call.current?.setVideoMuted(!snapshot.videoMuted)}>
          {snapshot.videoMuted ? '开启摄像头' : '关闭摄像头'}
        </button>
        {canShare() && (
          <button
            type="button"
            disabled={!snapshot.published}
            onClick={() => void (snapshot.sharing ? call.current?.stopShare() : share(call.current))}
          >
            {snapshot.sharing ? '停止共享' : '共享屏幕'}
          </button>
        )}
        <button type="button" className={styles.hangUp} onClick={() => void hangUp()}>
          挂断
        </button>
      </div>
      {settings.isHost && (
        <>
          <InvitePanel settings={settings} ready={snapshot.published} />
          <ul className={styles.logs} aria-label="日志">
            {logs.map((l) => (
              <li key={l.id} className={l.ok ? styles.ok : styles.failed}>
                {l.ok ? '成功' : '失败'}：{l.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const STATE_TEXT = {
  idle: '未加入',
  joining: '正在加入',
  joined: '已加入',
  publishing: '正在发布',
  published: '通话中',
} as const;

function canShare(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia;
}

/** Screen-share errors (spec 1 section 8): two cases alert, the rest are only logged. */
async function share(call: MeshCall | null): Promise<void> {
  if (!call) return;
  try {
    await call.startShare((c) => navigator.mediaDevices.getDisplayMedia(c));
  } catch (err) {
    const e = err as { name?: string; message?: string };
    if (
      e.name === 'NotReadableError' ||
      (e.name === 'NotAllowedError' && e.message === 'Permission denied by system')
    )
      await alert(VIDEO_MSG.shareFailed);
    else console.warn('screen share failed', err);
  }
}

function RemoteTile({ peer }: { peer: RemotePeer }) {
  return (
    <figure className={styles.tile} data-user={peer.userId} data-video={peer.video ? 'on' : 'off'}>
      <StreamVideo stream={peer.stream} label={peer.name} hidden={!peer.video} />
      {!peer.video && <span className={styles.off}>对方已关闭摄像头</span>}
      <figcaption className={peer.speaking ? styles.speaking : undefined}>
        {peer.name}
        {!peer.audio && '（已静音）'}
        {peer.speaking && ' · 正在说话'}
      </figcaption>
    </figure>
  );
}

function StreamVideo(props: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
  hidden?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  // Without a tap on the page first (a guest opening a link), the browser refuses to autoplay
  // sound: play muted and offer a button that turns the sound on.
  const [silenced, setSilenced] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.srcObject === props.stream) return;
    el.srcObject = props.stream;
    if (!props.stream) return;
    el.play().catch(() => {
      el.muted = true;
      setSilenced(!props.muted);
      void el.play().catch(() => undefined);
    });
  }, [props.stream, props.muted]);
  const unmute = () => {
    const el = ref.current;
    if (!el) return;
    el.muted = false;
    setSilenced(false);
    void el.play().catch(() => undefined);
  };
  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        aria-label={props.label}
        autoPlay
        playsInline
        muted={props.muted}
        hidden={props.hidden}
      />
      {silenced && (
        <button type="button" className={styles.unmute} onClick={unmute}>
          点击开启声音
        </button>
      )}
    </>
  );
}
