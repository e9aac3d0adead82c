import { dateTimeText } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { DoctorReviewList } from '../../ui/DoctorReviewList.tsx';
import health from '../../ui/HealthScreen.module.css';
import qcss from '../questionnaire/Questionnaire.module.css';
import { doctorResultPath, riskPath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { useHandleRisk, useRisks } from './queries.ts';

/** High-risk answers (the dashboard's 高风险问卷): open one, mark it handled. */
export function RiskView({ handled }: { handled: boolean }) {
  const navigate = useNavigate();
  const list = useRisks(handled);
  const handle = useHandleRisk();
  return (
    <DoctorReviewList
      handled={handled}
      tabPath={riskPath}
      hint={
        <>
          高风险：得分落在问卷定义的最高风险分级（如 PHQ-9 ≥ 15、GAD-7 ≥ 15、CAT &gt; 30），或触发单题警示（如
          PHQ-9 第9题 &gt; 0）。
        </>
      }
      list={list}
      noun="高风险问卷"
      handle={handle}
      idOf={(r) => r.recordId}
      isHandled={(r) => Boolean(r.handledAt)}
      labelOf={(r) => r.patientName}
      testId="risk-row"
      renderRow={(r, handleButton) => (
        <>
          <div className={css.rowHead}>
            <strong>{r.patientName}</strong>
            <span className={health.meta}>{dateTimeText(r.answeredAt)}</span>
          </div>
          <div>
            {r.questionName}
            {r.total !== null && (
              <>
                {' '}
                · {r.total}分 <span className={qcss[`tone-${r.tone ?? 'normal'}`]}>{r.level}</span>
              </>
            )}
          </div>
          {r.flags.map((f) => (
            <div key={f} className={qcss.flag}>
              {f}
            </div>
          ))}
          {r.handledAt && (
            <div className={health.meta}>
              {r.handledByName ?? ''} 已于 {dateTimeText(r.handledAt)} 处理
            </div>
          )}
          <div className={css.rowActions}>
            <Button size="small" onClick={() => navigate(doctorResultPath(r.recordId))}>
              查看结果
            </Button>
            {handleButton}
          </div>
        </>
      )}
    />
  );
}
