import { AI_CHAT_MSG, type AiSessionView, relativeTimeText } from '@kanghu/shared';
import { Button, List, Popup } from 'antd-mobile';
import { EmptyState } from '../../ui/StateViews.tsx';
import css from './AiChat.module.css';

/** The account's earlier conversations; picking one opens it, 新对话 starts an empty one. */
export function HistoryPopup(p: {
  open: boolean;
  sessions: readonly AiSessionView[];
  currentId: number | null;
  onPick: (id: number) => void;
  onNew: () => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={p.open} onMaskClick={p.onClose} position="right" bodyClassName={css.history}>
      <div className={css.historyHead}>
        <strong>{AI_CHAT_MSG.history}</strong>
        <Button size="small" color="primary" fill="outline" onClick={p.onNew}>
          {AI_CHAT_MSG.newChat}
        </Button>
      </div>
      {p.sessions.length === 0 ? (
        <EmptyState title={AI_CHAT_MSG.noHistory} />
      ) : (
        <List>
          {p.sessions.map((s) => (
            <List.Item
              key={s.sessionId}
              onClick={() => p.onPick(s.sessionId)}
              description={`${relativeTimeText(s.updatedAt)} · ${s.messages.length}条`}
              className={s.sessionId === p.currentId ? css.currentSession : undefined}
              data-testid="ai-session"
            >
              {s.name || AI_CHAT_MSG.newChat}
            </List.Item>
          ))}
        </List>
      )}
    </Popup>
  );
}
