import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import { useStartupSettled } from '../../app/startup-settled.ts';
import { useReviewCounts } from './queries.ts';
import css from './Review.module.css';
import { reviewItems } from './review-items.ts';

/**
 * 待我审核 on the doctor home: how many decisions wait (once every count is known), to the hub.
 * The five counts are asked for once start-up has settled: the home's first paint waits for none.
 */
export function ReviewEntry() {
  const navigate = useNavigate();
  const { config } = useApp();
  const items = reviewItems(config.modules);
  const counts = useReviewCounts(items, useStartupSettled());
  const done = counts.every((c) => c.isSuccess);
  const total = counts.reduce((sum, c) => sum + (c.data ?? 0), 0);
  return (
    <button
      type="button"
      className={css.entry}
      onClick={() => navigate(DOCTOR_PATHS.check)}
      data-testid="review-entry"
    >
      <span className={css.text}>
        <span className={css.title}>待我审核</span>
        <span className={css.sub} style={{ display: 'block' }}>
          签约、病床、转诊、设备等申请
        </span>
      </span>
      {done && total > 0 && (
        <span className={css.count} data-testid="review-entry-count">
          {total > 99 ? '99+' : total}
        </span>
      )}
      <span className={css.arrow} aria-hidden="true">
        ›
      </span>
    </button>
  );
}
