import type { PatientView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import life from './Life.module.css';
import { LIFE_PATHS } from './paths.ts';
import { useSportSuggestion } from './queries.ts';

/**
 * Exercise suggestions (/health/patient/sport/ai). The spec calls it "AI"; no model is available,
 * so the server applies fixed rules and the screen says so.
 */
export default function SportAiScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="运动建议" fallback={LIFE_PATHS.sport} />
      <PatientScope>{(patient) => <Suggestions patient={patient} />}</PatientScope>
    </main>
  );
}

function Suggestions({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const data = useSportSuggestion(patient.id);
  if (data.isPending) return <LoadingState />;
  if (data.isError)
    return <ErrorState message={errorMessage(data.error)} onRetry={() => void data.refetch()} />;
  const { basis, suggestions } = data.data;
  return (
    <>
      <section className={styles.card} aria-label="依据">
        <span className={life.label} data-testid="rules-label">
          规则建议 · 非AI模型
        </span>
        <h2 className={styles.cardTitle}>建议依据</h2>
        <div className={styles.levels}>
          <div className={styles.levelRow}>
            <span>近7天运动</span>
            <span>
              {basis.weekMinutes}分钟（{basis.activeDays}天）
            </span>
          </div>
          <div className={styles.levelRow}>
            <span>最近一次血压</span>
            <span>{basis.bpLevelLabel ?? '暂无记录'}</span>
          </div>
          <div className={styles.levelRow}>
            <span>BMI</span>
            <span>{basis.bmi ?? '暂无记录'}</span>
          </div>
          <div className={styles.levelRow}>
            <span>年龄</span>
            <span>{basis.age === null ? '未知' : `${basis.age}岁`}</span>
          </div>
        </div>
        <div className={styles.meta}>
          以下建议由固定规则生成：每周至少150分钟中等强度运动（世界卫生组织2020年指南）、血压分级、BMI（24超重、28肥胖）和年龄，仅供参考，身体不适请咨询医生。
        </div>
      </section>
      {suggestions.map((s) => (
        <section
          key={s.rule}
          className={`${styles.card} ${life.suggestion} ${s.caution ? life.caution : ''}`}
          aria-label={s.title}
          data-testid={`suggestion-${s.rule}`}
        >
          <h2 className={styles.cardTitle}>{s.title}</h2>
          <p className={styles.advice}>{s.text}</p>
          <div className={life.chips}>
            {s.types.map((t) => (
              <Tag key={t.key} color="primary" fill="outline">
                {t.label}
              </Tag>
            ))}
          </div>
        </section>
      ))}
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => navigate(LIFE_PATHS.sport)}>
          去记录运动
        </Button>
      </div>
    </>
  );
}
