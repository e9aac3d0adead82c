import type { LocalReportView } from '@kanghu/shared';
import styles from './YzhLocal.module.css';

const KIND_LABELS: Record<string, string> = {
  report: '检查报告',
  prescription: '处方',
  health: '健康档案',
  medical: '就诊记录',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? '记录';

const FIELD_LABELS: Record<string, string> = {
  conclusion: '结论与建议',
  doctor: '开方医生',
  history: '既往病史',
  allergy: '过敏史',
  family: '家族史',
  lifestyle: '生活方式',
};

type Line = Record<string, unknown>;
const lines = (v: unknown): Line[] => (Array.isArray(v) ? (v as Line[]) : []);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A stored record's content: check items, drugs, visits and the labelled text fields. */
export function ReportContent({ report }: { report: LocalReportView }) {
  const c = report.content;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{report.title}</h2>
      <p className={styles.meta}>
        {kindLabel(report.kind)} · {report.orgName ?? '本平台'} ·{' '}
        {new Date(report.reportTime).toLocaleDateString('zh-CN')}
      </p>
      {lines(c.items).map((i) => (
        <div className={styles.row} key={text(i.name)}>
          <span className={styles.label}>{text(i.name)}</span>
          <span>
            {text(i.value)}{' '}
            {text(i.flag) && text(i.flag) !== '正常' ? (
              <span className={styles.flag}>{text(i.flag)}</span>
            ) : null}
          </span>
        </div>
      ))}
      {lines(c.drugs).map((d) => (
        <div className={styles.row} key={text(d.name)}>
          <span>
            {text(d.name)} <span className={styles.label}>{text(d.spec)}</span>
          </span>
          <span className={styles.label}>{text(d.usage)}</span>
        </div>
      ))}
      {lines(c.visits).map((v) => (
        <div className={styles.row} key={`${text(v.date)}${text(v.dept)}`}>
          <span>
            {text(v.date)} {text(v.dept)}
          </span>
          <span>
            {text(v.diagnosis)} {text(v.advice)}
          </span>
        </div>
      ))}
      {Object.entries(FIELD_LABELS)
        .filter(([k]) => text(c[k]))
        .map(([k, label]) => (
          <p className={styles.text} key={k}>
            <span className={styles.label}>{label}：</span>
            {text(c[k])}
          </p>
        ))}
    </section>
  );
}
