import { chinaDay, type PatientView } from '@kanghu/shared';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Child.module.css';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, dayLabel } from './paths.ts';
import { useRecipes } from './queries.ts';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Recipes for low-scoring nutrients (report/grow/nutrition/high/score/recipe): seeded recipes
 * matched by fixed rules, labelled 规则建议 (not a model).
 */
export default function RecipeScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="营养食谱建议" fallback={CHILD_PATHS.nutritionIndex} />
      <ChildScope>{(child) => <Recipes child={child} />}</ChildScope>
    </main>
  );
}

function Recipes({ child }: { child: PatientView }) {
  const [params] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY_RE.test(asked) ? asked : chinaDay();
  const q = useRecipes(child.id, day);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const lowLabels = d.list.filter((r) => r.matched).map((r) => r.nutrientLabel);
  const lowText = [...new Set(lowLabels)].join('、');
  return (
    <>
      <section className={styles.card} aria-label="说明">
        <span className={css.ruleTag} data-testid="rule-label">
          规则建议 · 非AI
        </span>
        <p className={styles.meta}>{d.basis}</p>
        <p data-testid="low-nutrients">
          {dayLabel(d.day)}
          {lowText
            ? `得分偏低：${lowText}，相关食谱排在前面。`
            : '没有得分偏低的营养素（或当天没有记录），以下为常备食谱。'}
        </p>
      </section>
      {d.list.length === 0 ? (
        <EmptyState title="暂无食谱" />
      ) : (
        d.list.map((r) => (
          <section key={r.id} className={styles.card} aria-label={r.name} data-testid={`recipe-${r.id}`}>
            <div className={css.recipeName}>
              {r.name}
              {r.matched && (
                <span className={`${css.ruleTag} ${css.low}`} style={{ marginLeft: '0.12rem' }}>
                  补{r.nutrientLabel}
                </span>
              )}
            </div>
            <div className={styles.meta}>
              适合：{r.suitableAge} · 针对：{r.nutrientLabel}
            </div>
            <p>食材：{r.ingredients}</p>
            <p className={styles.meta}>做法：{r.method}</p>
          </section>
        ))
      )}
    </>
  );
}
