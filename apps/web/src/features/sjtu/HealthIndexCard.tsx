import { dateTimeText, type HealthIndexView } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';
import qcss from '../questionnaire/Questionnaire.module.css';
import css from './Sjtu.module.css';

/** What the sjtu health index is, shown wherever the number is (decisions: the programme's own summary). */
export const INDEX_DISCLAIMER =
  '健康指数是本研究项目根据吸烟、饮酒、饮食、身体活动、睡眠和自评健康等12道题自定的生活方式汇总分（0～100分），不是经过验证的临床评分，不能用于诊断。如有不适请及时就医。';

/** A study round's health index: total of 100, band, text, advice, the bands and the disclaimer. */
export function HealthIndexCard({ r, compact = false }: { r: HealthIndexView; compact?: boolean }) {
  const tone = qcss[`tone-${r.tone ?? 'normal'}`];
  return (
    <section className={styles.card} aria-label="健康指数" data-testid="sjtu-health-index">
      <h2 className={styles.cardTitle}>我的健康指数</h2>
      <div className={qcss.score}>
        <span className={`${styles.big} ${tone}`} data-testid="result-total">
          {r.total}
        </span>
        <span className={styles.unit}>/ {r.max}分</span>
        <strong className={tone} data-testid="result-level">
          {r.level}
        </strong>
      </div>
      <div className={styles.meta}>完成时间：{dateTimeText(r.answeredAt)}</div>
      {r.text && <p className={qcss.intro}>{r.text}</p>}
      {r.advice && (
        <div className={styles.advice}>
          <strong>建议：</strong>
          {r.advice}
        </div>
      )}
      {!compact && r.bands.length > 0 && (
        <section aria-label="分级标准">
          {r.bands.map((b) => (
            <div key={b.min} className={`${qcss.band} ${b.level === r.level ? qcss.bandCurrent : ''}`}>
              <span>
                {b.min}～{b.max}分
              </span>
              <span>{b.level}</span>
            </div>
          ))}
        </section>
      )}
      <div className={css.disclaimer} data-testid="index-disclaimer">
        {INDEX_DISCLAIMER}
      </div>
      {!compact && r.source && <div className={qcss.source}>题目来源：{r.source}</div>}
    </section>
  );
}
