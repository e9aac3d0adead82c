import css from './Child.module.css';

/** A day's energy against its reference (the bar stops at 150 %). */
export function EnergyBar({ value, reference }: { value: number; reference: number }) {
  const percent = reference > 0 ? Math.round((value / reference) * 100) : 0;
  const cls = percent < 90 ? css.fillLow : percent > 110 ? css.fillHigh : '';
  return (
    <div>
      <div className={css.bar} role="img" aria-label={`能量达到参考值的${percent}%`}>
        <div className={`${css.fill} ${cls}`} style={{ width: `${Math.min(100, (percent / 150) * 100)}%` }} />
      </div>
      <span data-testid="energy-percent">
        {value} / {reference} 千卡（{percent}%）
      </span>
    </div>
  );
}
