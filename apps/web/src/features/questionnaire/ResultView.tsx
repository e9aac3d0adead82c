import type { HealthIndexView, QuestionRecordView } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';
import css from './Questionnaire.module.css';

/** A record's result: total, band (level, text, advice), flags and the scale's bands. */
export function ResultView({
  r,
}: {
  r: QuestionRecordView & Partial<Pick<HealthIndexView, 'bands' | 'source'>>;
}) {
  const tone = css[`tone-${r.tone ?? 'normal'}`];
  return (
    <section className={styles.card} aria-label="评估结果" data-testid="question-result">
      <h2 className={styles.cardTitle}>{r.questionName}</h2>
      {r.total !== null ? (
        <div className={css.score}>
          <span className={`${styles.big} ${tone}`} data-testid="result-total">
            {r.total}
          </span>
          <span className={styles.unit}>
            / {r.max}
            {r.unit}
          </span>
          <strong className={tone} data-testid="result-level">
            {r.level}
          </strong>
        </div>
      ) : (
        <p className={css.intro}>问卷已提交，感谢您的填写。</p>
      )}
      {r.text && <p className={css.intro}>{r.text}</p>}
      {r.advice && (
        <div className={styles.advice}>
          <strong>建议：</strong>
          {r.advice}
        </div>
      )}
      {r.flags.map((f) => (
        <div key={f} className={css.flag} role="alert">
          {f}
        </div>
      ))}
      {r.bands && r.bands.length > 0 && (
        <section aria-label="分级标准">
          {r.bands.map((b) => (
            <div key={b.min} className={`${css.band} ${b.level === r.level ? css.bandCurrent : ''}`}>
              <span>
                {b.min}～{b.max}
                {r.unit}
              </span>
              <span>{b.level}</span>
            </div>
          ))}
        </section>
      )}
      {r.source && (
        <div className={css.source}>评分依据：{r.source}。本结果用于筛查，不能代替医生的诊断。</div>
      )}
    </section>
  );
}
