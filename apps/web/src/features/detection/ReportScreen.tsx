import type { DetectionReport, DetectionReportItem, PatientView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { extraText, formatDateTime, readingText } from '../measurements/format.ts';
import { monthTitle } from '../measurements/report-text.ts';
import { ageSexText } from './child-pick.ts';
import { ChildScope } from './components/ChildScope.tsx';
import { gradeColor } from './components/LatestCard.tsx';
import { type DetectionFamily, detectionPath, FAMILY_SPECS, familyOfPath, withPatient } from './family.ts';
import { useDetectionReport } from './queries.ts';

/** A "YYYY-MM" month of the query, or null. */
export function monthParam(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/**
 * A child's detection report (/app/yuhang/report/index, ?month=YYYY-MM for a past month): the
 * latest reading of each detection type of the family with its grade, the children's reference
 * and the advice of the grade.
 */
export default function DetectionReportScreen() {
  const family = familyOfPath(useLocation().pathname);
  const month = monthParam(useSearchParams()[0].get('month'));
  return (
    <main className={styles.page}>
      <PageBar
        title={month ? `${monthTitle(month)}检测报告` : '检测报告'}
        fallback={detectionPath(family, 'bp')}
      />
      <ChildScope>{(patient) => <Report family={family} patient={patient} month={month} />}</ChildScope>
    </main>
  );
}

function Report({
  family,
  patient,
  month,
}: {
  family: DetectionFamily;
  patient: PatientView;
  month: string | null;
}) {
  const navigate = useNavigate();
  const spec = FAMILY_SPECS[family];
  const report = useDetectionReport(patient.id, month, spec.types);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const items = report.data.items;
  return (
    <>
      <Summary report={report.data} items={items} />
      {items.map((item) => (
        <ItemCard
          key={item.type}
          item={item}
          onMeasure={() => navigate(withPatient(detectionPath(family, item.type), patient.id))}
        />
      ))}
      {spec.reportHistory && (
        <div className={styles.actions}>
          <Button
            size="large"
            shape="rounded"
            onClick={() => navigate(withPatient(spec.reportHistory ?? '', patient.id))}
          >
            历史报告
          </Button>
          <Button
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => navigate(withPatient(detectionPath(family, 'bp'), patient.id))}
          >
            去检测
          </Button>
        </div>
      )}
    </>
  );
}

function Summary({ report, items }: { report: DetectionReport; items: DetectionReportItem[] }) {
  const measured = items.filter((i) => i.latest).length;
  const attention = items.filter((i) => i.latest?.abnormal).length;
  const readings = items.reduce((n, i) => n + i.count, 0);
  const period = report.month
    ? `统计周期：${monthTitle(report.month)}`
    : `截至 ${formatDateTime(report.end)}`;
  return (
    <section className={styles.card} aria-label="报告概要">
      <h2 className={styles.cardTitle}>
        <span>{report.patient.name}的检测报告</span>
        <span className={styles.unit}>
          {ageSexText({ birthday: null, sex: report.patient.sex })}
          {report.patient.age !== null && ` ${report.patient.age}岁`}
        </span>
      </h2>
      <div className={styles.meta}>
        {period} · {report.patient.child ? '按儿童青少年标准评价' : '按成人标准评价'}
      </div>
      <div className={styles.stats} style={{ marginTop: '0.2rem' }}>
        <div className={styles.stat}>
          <div className={styles.statValue}>{measured}</div>
          <div className={styles.statLabel}>已检项目</div>
        </div>
        <div className={styles.stat}>
          <div
            className={`${styles.statValue} ${attention ? styles.abnormal : ''}`}
            data-testid="report-attention"
          >
            {attention}
          </div>
          <div className={styles.statLabel}>需关注</div>
        </div>
        <div className={styles.stat}>
          <div className={styles.statValue}>{readings}</div>
          <div className={styles.statLabel}>检测次数</div>
        </div>
      </div>
      <p className={styles.advice} data-testid="report-summary">
        {report.summary}
      </p>
    </section>
  );
}

function ItemCard({ item, onMeasure }: { item: DetectionReportItem; onMeasure: () => void }) {
  const row = item.latest;
  return (
    <section className={styles.card} aria-label={item.label} data-testid={`report-item-${item.type}`}>
      <h2 className={styles.cardTitle}>
        <span>{item.label}</span>
        {row ? (
          <Tag color={gradeColor(row)} data-testid="report-grade">
            {row.levelLabel}
          </Tag>
        ) : (
          <Button size="mini" color="primary" fill="outline" onClick={onMeasure}>
            去检测
          </Button>
        )}
      </h2>
      {row ? (
        <>
          <div className={`${styles.row} ${row.abnormal ? styles.abnormal : ''}`}>
            <span data-testid="report-value">{readingText(row)}</span>
            {extraText(row) && <span className={styles.unit}>{extraText(row)}</span>}
          </div>
          <div className={styles.meta}>
            {formatDateTime(row.measureTime)} · 本期{item.count}次
            {item.abnormalCount > 0 && `，异常${item.abnormalCount}次`}
          </div>
        </>
      ) : (
        <div className={styles.meta}>暂无数据</div>
      )}
      {item.reference && <div className={styles.meta}>参考标准：{item.reference}</div>}
      <p className={styles.advice}>{item.advice}</p>
    </section>
  );
}
