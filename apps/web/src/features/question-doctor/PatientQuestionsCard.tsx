import { dateTimeText, isHighRisk } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { assignPath, doctorResultPath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { usePatientRecords } from './queries.ts';

/** The doctor's patient detail: the patient's questionnaire records, newest first, and 布置问卷. */
export function PatientQuestionsCard({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const q = usePatientRecords(patientId);
  return (
    <section className={health.card} aria-label="问卷评估">
      <h2 className={health.cardTitle}>
        <span>问卷评估</span>
        <Button size="mini" fill="none" onClick={() => navigate(assignPath(patientId))}>
          布置问卷
        </Button>
      </h2>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.list.length === 0 ? (
        <EmptyState title="暂无问卷记录" />
      ) : (
        q.data.list.map((r) => (
          <button
            type="button"
            key={r.id}
            className={`${css.assignRow} ${css.recordButton}`}
            onClick={() => navigate(doctorResultPath(r.id))}
            data-testid="patient-question-record"
          >
            <div className={css.rowHead}>
              <strong>{r.questionName}</strong>
              <span className={health.meta}>{dateTimeText(r.answeredAt)}</span>
            </div>
            <div className={health.meta}>
              {r.total !== null ? (
                <>
                  {r.total}分 <span className={qcss[`tone-${r.tone ?? 'normal'}`]}>{r.level}</span>
                </>
              ) : (
                '已提交（不计分）'
              )}
              {isHighRisk(r) && <span className={css.risk}> 高风险</span>}
            </div>
          </button>
        ))
      )}
    </section>
  );
}
