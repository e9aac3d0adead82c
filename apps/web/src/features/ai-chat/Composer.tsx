import { AI_CHAT_LIMITS, AI_CHAT_MSG } from '@kanghu/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import css from './AiChat.module.css';

/** The question box: 发送, or 停止 while an answer streams. */
export function Composer(p: {
  streaming: boolean;
  busy: boolean;
  onSend: (q: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const send = () => {
    const q = text.trim();
    if (!q || p.busy) return;
    p.onSend(q);
    setText('');
  };
  return (
    <div className={css.composer}>
      <Input
        className={css.input}
        value={text}
        onChange={setText}
        placeholder={AI_CHAT_MSG.placeholder}
        maxLength={AI_CHAT_LIMITS.messageMax}
        onEnterPress={send}
        aria-label={AI_CHAT_MSG.placeholder}
      />
      {p.streaming ? (
        <Button color="danger" size="small" onClick={p.onStop}>
          {AI_CHAT_MSG.stop}
        </Button>
      ) : (
        <Button color="primary" size="small" onClick={send} disabled={!text.trim() || p.busy}>
          {AI_CHAT_MSG.send}
        </Button>
      )}
    </div>
  );
}
