import { LINAN_INDEX_NOTICE } from '@kanghu/shared';
import css from './Linan.module.css';

/** What the health index is and is not (shown wherever the index is). */
export function IndexNotice() {
  return (
    <p className={css.notice} data-testid="index-notice">
      {LINAN_INDEX_NOTICE}
    </p>
  );
}
