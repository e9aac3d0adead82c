import type { OstaBand } from '@kanghu/shared';
import styles from './Fracture.module.css';

const BAND_CLASS: Record<OstaBand, string | undefined> = {
  low: styles.low,
  medium: styles.medium,
  high: styles.high,
};
export const SCORE_CLASS: Record<OstaBand, string | undefined> = {
  low: styles.scoreLow,
  medium: styles.scoreMedium,
  high: styles.scoreHigh,
};

/** The OSTA band as a coloured label (低风险 / 中风险 / 高风险). */
export function OstaBadge({ band, name }: { band: OstaBand; name: string }) {
  return (
    <span className={`${styles.band} ${BAND_CLASS[band] ?? ''}`} data-testid="osta-band">
      {name}
    </span>
  );
}
