import { dateTimeText, type HealthIndexView, type QuestionRecordDetail } from '@kanghu/shared';
import health from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useHealthIndex, useRecordDetail } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { AnswerImages } from './AnswerImages.tsx';
import { answerRows } from './answer-text.ts';
import css from './QuestionDoctor.module.css';

/** A patient's result as the doctor reads it: who and when, the patient's ResultView, every answer. */
export function DoctorResultView({ recordId }: { recordId: number }) {
  const record = useRecordDetail(recordId);
  const scored = record.data?.total !== null && record.data?.total !== undefined;
  const index = useHealthIndex(scored ? recordId : 0);
  if (record.isPending || (scored && index.isPending)) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  return <DoctorResultBody r={record.data} index={index.data} />;
}

/**
 * The answered questionnaire as staff read it (also the AI platform's record detail): who and when,
 * the patient's ResultView (bands and source from the health index, else from the definition), every answer.
 */
export function DoctorResultBody({
  r,
  index,
}: {
  r: QuestionRecordDetail;
  index?: HealthIndexView | undefined;
}) {
  const result = index ?? {
    ...r,
    bands: r.definition.scoring?.bands ?? [],
    source: r.definition.source ?? null,
  };
  return (
    <>
      <section className={health.card} aria-label="填写信息">
        <div className={css.rowHead}>
          <strong data-testid="result-patient">{r.patientName}</strong>
          <span className={health.meta}>{r.via === 'link' ? '免登录链接填写' : '应用内填写'}</span>
        </div>
        <div className={health.meta}>提交时间 {dateTimeText(r.answeredAt)}</div>
      </section>
      <ResultView r={result} />
      <section className={health.card} aria-label="答题明细">
        <h2 className={health.cardTitle}>答题明细</h2>
        {answerRows(r.definition, r.formList).map((a) => (
          <div key={a.key} className={css.answerRow}>
            <div className={css.question}>{a.question}</div>
            <div className={css.answer}>{a.answer}</div>
            {a.images.length > 0 && <AnswerImages urls={a.images} />}
          </div>
        ))}
      </section>
    </>
  );
}
