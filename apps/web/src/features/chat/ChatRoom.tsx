import { ASK_REVOKE_WINDOW_MS, type AskRecordView, relativeTimeText } from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Image, ImageViewer, NavBar, TextArea } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';
import { canGoBack } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import styles from './Chat.module.css';
import { OrderBar } from './OrderBar.tsx';
import {
  markRevoked,
  mergeRecord,
  useMarkRead,
  useRecords,
  useRevoke,
  useRoom,
  useSendRecord,
} from './queries.ts';
import { recordSummary } from './record-text.ts';

/** A chat room: records oldest to newest, live updates, text and image, revoke within 2 minutes. */
export function ChatRoom({
  askId,
  orderId,
  fallback,
}: {
  askId: number;
  orderId: number | null;
  fallback: string;
}) {
  const navigate = useNavigate();
  const room = useRoom(askId);
  const session = useSession();
  const me = session.data?.user.id ?? null;
  const title = room.data ? (room.data.other.alias ?? room.data.other.name ?? '聊天') : '聊天';
  const back = () => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true }));
  return (
    <main className={styles.page}>
      <NavBar onBack={back}>{title}</NavBar>
      {orderId !== null && <OrderBar orderId={orderId} side={session.data?.doctor ? 'doctor' : 'patient'} />}
      {room.isPending || session.isPending ? (
        <LoadingState />
      ) : room.isError ? (
        <ErrorState message={errorMessage(room.error)} onRetry={() => void room.refetch()} />
      ) : (
        <Conversation askId={askId} me={me} />
      )}
    </main>
  );
}

function Conversation({ askId, me }: { askId: number; me: number | null }) {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  const records = useRecords(askId);
  const markRead = useMarkRead();
  const bottom = useRef<HTMLLIElement>(null);
  const [, setTick] = useState(0);

  // Mark read on open and whenever the other party's message arrives here.
  const readRef = useRef(markRead.mutate);
  readRef.current = markRead.mutate;
  useEffect(() => readRef.current(askId), [askId]);
  useRealtime('ASK_RECORD', (data) => {
    const record = data as AskRecordView;
    if (record?.askId !== askId) return;
    mergeRecord(queryClient, projectKey, record);
    if (record.userId !== me) readRef.current(askId);
  });
  useRealtime('REVOKE_ASK_RECORD', (data) => {
    const d = data as { id: number; askId: number };
    if (d?.askId === askId) markRevoked(queryClient, projectKey, d.id, askId);
  });
  // The 撤回 links expire with the revoke window.
  useEffect(() => {
    const t = window.setInterval(() => setTick((n) => n + 1), 15_000);
    return () => window.clearInterval(t);
  }, []);

  const ordered = records.data ? [...records.data].reverse() : [];
  const lastId = ordered.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  return (
    <>
      {records.isPending ? (
        <div className={styles.messages}>
          <LoadingState />
        </div>
      ) : records.isError ? (
        <div className={styles.messages}>
          <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
        </div>
      ) : ordered.length === 0 ? (
        <div className={styles.messages}>
          <EmptyState title="暂无消息，发送一条消息开始沟通吧" />
        </div>
      ) : (
        <ul className={styles.messages} aria-label="聊天记录">
          {ordered.map((r) => (
            <Message key={r.id} record={r} mine={r.userId === me} />
          ))}
          <li ref={bottom} aria-hidden="true" />
        </ul>
      )}
      <InputBar askId={askId} />
    </>
  );
}

function Message({ record, mine }: { record: AskRecordView; mine: boolean }) {
  const revoke = useRevoke();
  const { ui } = useApp();
  if (record.revoked || record.type === 'system') {
    return (
      <li className={styles.item} data-testid="chat-notice">
        <span className={styles.notice}>{recordSummary(record, mine ? record.userId : null)}</span>
      </li>
    );
  }
  const canRevoke = mine && Date.now() - Date.parse(record.createdAt) < ASK_REVOKE_WINDOW_MS;
  const src = record.url ?? record.text ?? '';
  return (
    <li className={`${styles.item} ${mine ? styles.mine : styles.theirs}`} data-testid="chat-message">
      <span className={styles.time}>{relativeTimeText(record.createdAt)}</span>
      {record.type === 'image' ? (
        <Image
          className={styles.imageBubble}
          src={src}
          alt="图片消息"
          width="3rem"
          fit="contain"
          onClick={() => ImageViewer.show({ image: src })}
        />
      ) : record.type === 'voice' ? (
        <span className={styles.bubble}>
          {/* biome-ignore lint/a11y/useMediaCaption: a patient's voice message has no caption */}
          <audio src={src} controls preload="none" /> {record.duration}″
        </span>
      ) : (
        <span className={styles.bubble}>{record.text}</span>
      )}
      {canRevoke && (
        <button
          type="button"
          className={styles.revoke}
          disabled={revoke.isPending}
          onClick={async () => {
            if (await ui.confirm('确定撤回这条消息吗？', { confirm: '撤回' })) revoke.mutate(record.id);
          }}
        >
          撤回
        </button>
      )}
    </li>
  );
}

function InputBar({ askId }: { askId: number }) {
  const [text, setText] = useState('');
  const send = useSendRecord(askId);
  const upload = useUploadFile('chat');
  const fileRef = useRef<HTMLInputElement>(null);
  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    send.mutate({ type: 'text', text: value }, { onSuccess: () => setText('') });
  };
  const sendImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const stored = await upload.mutateAsync(file);
    send.mutate({ type: 'image', url: stored.url });
  };
  return (
    <div className={styles.inputBar}>
      <Button
        fill="none"
        aria-label="发送图片"
        loading={upload.isPending}
        onClick={() => fileRef.current?.click()}
        style={{ fontSize: '0.5rem', padding: '0.08rem' }}
      >
        <PictureOutline />
      </Button>
      <input
        ref={fileRef}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-label="选择图片"
        data-testid="chat-image-input"
        onChange={(e) => void sendImage(e).catch(() => {})}
      />
      <div className={styles.input}>
        <TextArea
          aria-label="输入消息"
          placeholder="请输入消息"
          value={text}
          onChange={setText}
          maxLength={2000}
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
      </div>
      <Button color="primary" disabled={!text.trim()} loading={send.isPending} onClick={sendText}>
        发送
      </Button>
    </div>
  );
}
