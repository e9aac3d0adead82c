import { Badge, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { FamilyReviews } from './FamilyReviews.tsx';
import { useReviewCounts } from './queries.ts';
import { reviewItems } from './review-items.ts';

/**
 * /health/doctor/index/check (待我审核): what waits for the doctor's decision, each with its
 * count and the screen where it is decided; family members (no other screen lists them) are
 * reviewed here.
 */
export default function ReviewHubScreen() {
  const navigate = useNavigate();
  const { config } = useApp();
  const items = reviewItems(config.modules);
  const counts = useReviewCounts(items);
  const known = counts.filter((c) => c.isSuccess).map((c) => c.data ?? 0);
  const total = known.reduce((a, b) => a + b, 0);
  return (
    <main className={styles.page}>
      <PageBar title="待我审核" fallback={DOCTOR_PATHS.home} />
      <section className={styles.card} aria-label="待处理">
        <div className={styles.stats} style={{ gridTemplateColumns: '1fr' }}>
          <div className={styles.stat}>
            <div className={styles.statValue} data-testid="review-total">
              {known.length === counts.length ? total : '…'}
            </div>
            <div className={styles.statLabel}>项待处理</div>
          </div>
        </div>
      </section>
      <List className={styles.list} style={{ margin: '0.24rem 0.24rem 0' }} aria-label="审核事项">
        {items.map((item, i) => {
          const c = counts[i];
          const value = c?.isPending ? '…' : c?.isError ? '加载失败' : String(c?.data ?? 0);
          return (
            <List.Item
              key={item.key}
              data-testid={`review-${item.key}`}
              description={item.description}
              extra={
                c?.isSuccess && (c.data ?? 0) > 0 ? (
                  <Badge content={c.data} />
                ) : (
                  <span className={styles.unit}>{value}</span>
                )
              }
              onClick={() => {
                if (c?.isError) void c.refetch();
                else if (item.path) navigate(item.path);
                else document.getElementById(item.key)?.scrollIntoView({ behavior: 'smooth' });
              }}
            >
              {item.label}
            </List.Item>
          );
        })}
      </List>
      <FamilyReviews />
    </main>
  );
}
