import { AI_CHAT_MSG, type AiChatSource, type DangerKind } from '@kanghu/shared';
import { DotLoading, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { topicDoctorsPath } from '../inquiry/paths.ts';
import css from './AiChat.module.css';
import { EmergencyNotice } from './EmergencyNotice.tsx';

export interface AnswerProps {
  question: string;
  emergency: readonly DangerKind[];
  /** 知识库检索 or 大模型：name; null until the stream names it. */
  label: string | null;
  knowledgeBase: boolean;
  text: string;
  sources: readonly AiChatSource[];
  error?: string | null;
  streaming?: boolean;
  stopped: boolean;
}

/**
 * One answer of the assistant: the emergency advice first, who answered (knowledge-base search
 * or the model), the text as it grows, the source articles as links, and the disclaimer.
 */
export function AnswerBubble(p: AnswerProps) {
  const finished = !p.streaming;
  const nothingFound = finished && p.knowledgeBase && p.sources.length === 0 && !p.error;
  return (
    <div className={css.answer} data-testid="ai-answer" aria-busy={p.streaming ? true : undefined}>
      <EmergencyNotice kinds={p.emergency} />
      <div className={css.bubble}>
        {p.label && (
          <Tag color={p.knowledgeBase ? 'primary' : 'warning'} fill="outline" className={css.provider}>
            {p.label}
          </Tag>
        )}
        {p.text && (
          <div className={css.text} data-testid="ai-answer-text">
            {p.text}
          </div>
        )}
        {p.streaming && (
          <span className={css.typing}>
            {AI_CHAT_MSG.answering}
            <DotLoading />
          </span>
        )}
        {p.sources.length > 0 && (
          <div className={css.sources}>
            <span>{AI_CHAT_MSG.sourcesTitle}</span>
            {p.sources.map((s) => (
              <Link
                key={s.articleId}
                to={`/app/common/article/detail?id=${s.articleId}`}
                data-testid="ai-source"
              >
                《{s.title}》
              </Link>
            ))}
          </div>
        )}
        {nothingFound && (
          <Link to={topicDoctorsPath(p.question)} className={css.askDoctor}>
            {AI_CHAT_MSG.askDoctor}
          </Link>
        )}
        {p.error && <div className={css.error}>{p.error}</div>}
        {p.stopped && <div className={css.stopped}>{AI_CHAT_MSG.stopped}</div>}
        {finished && <div className={css.disclaimer}>{AI_CHAT_MSG.disclaimer}</div>}
      </div>
    </div>
  );
}
