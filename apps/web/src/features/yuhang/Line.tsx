import type { ReactNode } from 'react';
import css from './Yuhang.module.css';

/** One line of a list: title and meta on the left, a state or action on the right. */
export function Line({
  title,
  meta,
  right,
  testId,
}: {
  title: ReactNode;
  meta?: ReactNode;
  right?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={css.line} data-testid={testId}>
      <span className={css.lineMain}>
        <span className={css.lineTitle}>{title}</span>
        {meta && <span className={css.lineMeta}>{meta}</span>}
      </span>
      {right}
    </div>
  );
}
