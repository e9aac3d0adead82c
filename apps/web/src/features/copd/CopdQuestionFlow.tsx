import { type CopdInput, copdHistoryCounts, type QuestionSummary } from '@kanghu/shared';
import { Button, Steps } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { FormLoader } from '../questionnaire/QuestionFormScreen.tsx';
import { fromFormList, useQuestionList, useRecordDetail } from '../questionnaire/queries.ts';
import css from './Copd.module.css';
import { COPD_STEPS } from './paths.ts';
import { useCopdLevel } from './queries.ts';

/**
 * The COPD assessment (spec 1 section 2.14 breath question; the AI follow-up platform's COPD
 * question): CAT, then mMRC, then the exacerbation history, each stored as a questionnaire record
 * (with its draft, so a half-filled step survives), then the COPD level call's GOLD ABE group.
 * The stored records' ids travel in the query, so a reload resumes at the same step and the
 * result is always computed from what is stored.
 */
export function CopdQuestionFlow({ patientId }: { patientId: number }) {
  const list = useQuestionList(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const byCode = new Map(list.data.list.map((q) => [q.code, q]));
  const questions = COPD_STEPS.map((s) => byCode.get(s.code));
  if (questions.some((q) => q === undefined)) return <EmptyState title="本项目暂未提供慢阻肺评估问卷" />;
  return <Flow patientId={patientId} questions={questions as QuestionSummary[]} />;
}

function Flow({ patientId, questions }: { patientId: number; questions: QuestionSummary[] }) {
  const [params, setParams] = useSearchParams();
  const ids = COPD_STEPS.map((s) => idOf(params.get(s.param)));
  const step = ids.indexOf(0);

  const done = (recordId: number) => {
    const next = new URLSearchParams(params);
    next.set(COPD_STEPS[step]?.param ?? '', String(recordId));
    setParams(next, { replace: true });
    window.scrollTo(0, 0);
  };
  const restart = () => {
    const next = new URLSearchParams(params);
    for (const s of COPD_STEPS) next.delete(s.param);
    setParams(next, { replace: true });
  };

  return (
    <>
      <section className={styles.card} aria-label="评估步骤">
        <Steps current={step === -1 ? COPD_STEPS.length : step}>
          {COPD_STEPS.map((s) => (
            <Steps.Step key={s.code} title={s.label} />
          ))}
          <Steps.Step title="分组" />
        </Steps>
      </section>
      {step === -1 ? (
        <CopdResult patientId={patientId} ids={ids as [number, number, number]} onRestart={restart} />
      ) : (
        <FormLoader
          key={step}
          patientId={patientId}
          questionId={questions[step]?.id ?? 0}
          onSubmitted={done}
        />
      )}
    </>
  );
}

function CopdResult({
  patientId,
  ids,
  onRestart,
}: {
  patientId: number;
  ids: [number, number, number];
  onRestart: () => void;
}) {
  const cat = useRecordDetail(ids[0]);
  const mmrc = useRecordDetail(ids[1]);
  const history = useRecordDetail(ids[2]);
  const records = [cat, mmrc, history];
  const failed = records.find((r) => r.isError);
  const input: CopdInput | null =
    cat.data && mmrc.data && history.data && cat.data.total !== null && mmrc.data.total !== null
      ? {
          catScore: cat.data.total,
          mmrcScore: mmrc.data.total,
          ...copdHistoryCounts(fromFormList(history.data.formList)),
        }
      : null;
  const level = useCopdLevel(input);

  if (failed?.error) {
    return (
      <ErrorState
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const r of records) void r.refetch();
        }}
      />
    );
  }
  if (records.some((r) => r.isPending)) return <LoadingState />;
  const wrong =
    cat.data?.definition.code !== 'cat' ||
    mmrc.data?.definition.code !== 'mmrc' ||
    history.data?.definition.code !== 'copd-history' ||
    records.some((r) => r.data?.patientId !== patientId);
  if (wrong || input === null) {
    return (
      <EmptyState title="评估记录不完整，请重新评估">
        <Button size="small" color="primary" onClick={onRestart}>
          重新评估
        </Button>
      </EmptyState>
    );
  }
  if (level.isPending) return <LoadingState />;
  if (level.isError)
    return <ErrorState message={errorMessage(level.error)} onRetry={() => void level.refetch()} />;
  const r = level.data;
  return (
    <>
      <section className={styles.card} aria-label="GOLD分组" data-testid="copd-result">
        <h2 className={styles.cardTitle}>慢阻肺综合评估</h2>
        <div className={css.group}>
          <span className={`${css.letter} ${css[`group${r.group}`] ?? ''}`} data-testid="gold-group">
            {r.group}组
          </span>
          <span className={css.groupText} data-testid="gold-group-text">
            {r.groupText}
          </span>
        </div>
        <p className={css.reason} data-testid="gold-reason">
          判定依据：{r.reason}
        </p>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>CAT评分</span>
          <span data-testid="gold-cat">
            {r.catScore}分 · {cat.data?.level}
          </span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>mMRC分级</span>
          <span data-testid="gold-mmrc">{r.mmrcScore}级</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>过去一年中度急性加重</span>
          <span>{r.emergency}次</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>过去一年因急性加重住院</span>
          <span>{r.hospitalized}次</span>
        </div>
        <div className={styles.detailRow}>
          <span className={styles.detailLabel}>管理分组</span>
          <span data-testid="gold-level">{r.levelName}</span>
        </div>
        <p className={css.note}>
          管理分组（一般/强化）是本平台按 GOLD 分组的对应（A组为一般，B、E组为强化），不是 GOLD 的分级。
        </p>
        <p className={css.note} data-testid="gold-source">
          依据：{r.source}。本结果用于慢阻肺症状与急性加重风险评估，不能代替医生的诊断和肺功能检查。
        </p>
      </section>
      <div className={styles.actions}>
        <Button color="primary" onClick={onRestart}>
          重新评估
        </Button>
      </div>
    </>
  );
}
