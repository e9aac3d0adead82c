import { AI_CHAT_MSG, type DangerKind, EMERGENCY_ADVICE } from '@kanghu/shared';
import css from './AiChat.module.css';

/** The emergency advice of the danger signs a question named: shown first, before the answer. */
export function EmergencyNotice({ kinds }: { kinds: readonly DangerKind[] }) {
  if (kinds.length === 0) return null;
  return (
    <div className={css.emergency} role="alert" data-testid="ai-emergency">
      {kinds.map((kind) => {
        const a = EMERGENCY_ADVICE[kind];
        return (
          <section key={kind}>
            <strong>{a.title}</strong>
            <p>{a.advice}</p>
            <div className={css.phones}>
              {a.phones.map((phone) => (
                <a key={phone} href={`tel:${phone}`} className={css.phone}>
                  {AI_CHAT_MSG.call(phone)}
                </a>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
