import type { PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, childPath } from './paths.ts';
import { useSportReport } from './queries.ts';

/** Fitness test report (report/sport?patientId=[&id=]): item scores, total, history. */
export default function SportReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="体质测试报告" fallback={CHILD_PATHS.home} />
      <ChildScope>{(child) => <Report child={child} />}</ChildScope>
    </main>
  );
}

function Report({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = useSportReport(child.id, idOf(params.get('id')));
  const add = (
    <Button size="small" color="primary" onClick={() => navigate(childPath(CHILD_PATHS.sportForm, child.id))}>
      填写体质测试
    </Button>
  );
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const t = q.data.latest;
  if (!t) return <EmptyState title="还没有体质测试记录">{add}</EmptyState>;
  return (
    <>
      <section className={styles.card} aria-label="测试结果">
        <h2 className={styles.cardTitle}>
          {t.grade}年级测试 · {formatDateTime(t.createdAt)}
        </h2>
        {t.scored ? (
          <div className={styles.stats}>
            <div className={styles.stat}>
              <div className={styles.statValue} data-testid="sport-total">
                {t.total}
              </div>
              <div className={styles.statLabel}>总分</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.statValue}>{t.rating}</div>
              <div className={styles.statLabel}>等级</div>
            </div>
          </div>
        ) : null}
        <div className={styles.levels}>
          {t.items.map((i) => (
            <div key={i.item} className={styles.levelRow}>
              <span>
                {i.label} {i.value}
              </span>
              <span>
                {i.score}分 · {i.rating}
              </span>
            </div>
          ))}
        </div>
        <div className={styles.meta}>{t.note}</div>
      </section>
      <List className={styles.list} header="历次测试">
        {q.data.history.map((h) => (
          <List.Item
            key={h.id}
            onClick={() =>
              navigate(childPath(CHILD_PATHS.sportReport, child.id, { id: h.id }), { replace: true })
            }
            extra={<span>{h.total === null ? '未评分' : `${h.total}分`}</span>}
          >
            <span className={styles.row}>
              {h.grade}年级 · {formatDateTime(h.createdAt)}
            </span>
          </List.Item>
        ))}
      </List>
      <div className={styles.actions}>{add}</div>
    </>
  );
}
