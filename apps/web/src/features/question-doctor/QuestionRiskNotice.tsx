import { patient } from '@kanghu/shared/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';
import styles from '../measurements/DoctorMeasureNotice.module.css';
import { doctorResultPath } from './paths.ts';
import { questionDoctorKeys } from './queries.ts';
import { parseRiskNotice, type RiskNotice } from './risk-notice.ts';

type Shown = RiskNotice & { patientName: string | null };

/**
 * The doctor's high-risk questionnaire notices (QUESTION_HIGH_RISK): a banner at once, the
 * patient's name once fetched, 查看 opens the result. The dashboard count refreshes too.
 */
export function QuestionRiskNotice() {
  const { api, projectKey } = useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [shown, setShown] = useState<Shown[]>([]);

  useRealtime('QUESTION_HIGH_RISK', (data) => {
    const n = parseRiskNotice(data);
    if (!n) return;
    setShown((list) =>
      [{ ...n, patientName: null }, ...list.filter((s) => s.recordId !== n.recordId)].slice(0, 3),
    );
    void client.invalidateQueries({ queryKey: ['workbench'] });
    void client.invalidateQueries({ queryKey: questionDoctorKeys.all(projectKey) });
    api
      .call(patient.get, { params: { id: n.patientId } }, { silent: true })
      .then((p) =>
        setShown((list) => list.map((s) => (s.recordId === n.recordId ? { ...s, patientName: p.name } : s))),
      )
      .catch(() => undefined);
  });

  if (shown.length === 0) return null;
  const close = (id: number) => setShown((list) => list.filter((s) => s.recordId !== id));
  return (
    <div className={styles.stack} aria-live="assertive">
      {shown.map((n) => (
        <div key={n.recordId} className={styles.notice} role="alert" data-testid="question-risk-notice">
          <div className={styles.body}>
            <div className={styles.title}>
              {n.patientName ?? '患者'} 问卷高风险：{n.questionName}
            </div>
            {n.level && <div className={styles.meta}>{n.level}</div>}
          </div>
          <Button
            size="mini"
            color="danger"
            fill="outline"
            onClick={() => {
              close(n.recordId);
              navigate(doctorResultPath(n.recordId));
            }}
          >
            查看
          </Button>
          <Button size="mini" fill="none" onClick={() => close(n.recordId)} aria-label="关闭提醒">
            ✕
          </Button>
        </div>
      ))}
    </div>
  );
}
