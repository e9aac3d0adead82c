import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientPicker } from './components/PatientPicker.tsx';
import { draftBody, emptyDraft, PlanFields } from './components/PlanFields.tsx';
import css from './Follow.module.css';
import { FOLLOW_PATHS } from './paths.ts';
import { useCreatePlans } from './queries.ts';

/**
 * /health/doctor/patient/report/assign/follow/plan: one plan for each chosen patient at once
 * (all or nothing on the server).
 */
export default function AssignPlanScreen() {
  const navigate = useNavigate();
  const { ui } = useApp();
  const [patients, setPatients] = useState<number[]>([]);
  const [draft, setDraft] = useState(emptyDraft);
  const create = useCreatePlans();
  const submit = () => {
    if (patients.length === 0) return ui.toast('请选择患者');
    if (!draft.planTime) return ui.toast('请选择计划时间');
    create.mutate(
      { patientIds: patients, ...draftBody(draft) },
      {
        onSuccess: (r) => {
          ui.toast(`已为${r.count}位患者分配随访计划`);
          void navigate(FOLLOW_PATHS.plans, { replace: true });
        },
      },
    );
  };
  return (
    <main className={styles.page}>
      <PageBar title="分配随访计划" fallback={FOLLOW_PATHS.plans} />
      <PatientPicker value={patients} onChange={setPatients} multiple />
      <PlanFields draft={draft} onChange={setDraft} />
      <div className={css.footer}>
        <Button color="primary" size="large" loading={create.isPending} onClick={submit}>
          分配给 {patients.length} 位患者
        </Button>
      </div>
    </main>
  );
}
