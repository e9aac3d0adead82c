import { useEffect, useState } from 'react';
import css from './Questionnaire.module.css';

/** The draft's status line (use-draft-autosave.ts); `bind` receives its setter. */
export function DraftStatus({
  initial,
  bind,
}: {
  initial: string;
  bind: React.RefObject<(status: string) => void>;
}) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    bind.current = setStatus;
  }, [bind]);
  return (
    <div className={css.saved} aria-live="polite" data-testid="draft-status">
      {status}
    </div>
  );
}
