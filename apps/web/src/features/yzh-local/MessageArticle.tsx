import type { InterventionView } from '@kanghu/shared';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { articleDetailPath } from '../ai-articles/paths.ts';
import css from './YzhLocal.module.css';

/**
 * The article a servicer pushed with an intervention message (weight/article push, issue 16):
 * 阅读文章《title》, opening the district article screen (/app/ai/weight/detail, the resident's view:
 * reading marks the push read). A message whose article was withdrawn shows nothing. `onOpen` runs first (mark the message read).
 */
export function MessageArticle({ message, onOpen }: { message: InterventionView; onOpen?: () => void }) {
  const navigate = useNavigate();
  if (!message.articleId || !message.articleTitle) return null;
  const id = message.articleId;
  return (
    <button
      type="button"
      className={css.article}
      data-testid="message-article"
      onClick={() => {
        onOpen?.();
        navigate(articleDetailPath(id));
      }}
    >
      <span>阅读文章《{message.articleTitle}》</span>
      <RightOutline aria-hidden />
    </button>
  );
}
