import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientPicker } from './components/PatientPicker.tsx';
import { draftBody, emptyDraft, PlanFields } from './components/PlanFields.tsx';
import css from './Follow.module.css';
import { FOLLOW_PATHS, planDetailPath } from './paths.ts';
import { useCreatePlan } from './queries.ts';

/** /health/doctor/patient/follow/add[?patientId=]: a new plan for one patient. */
export default function PlanAddScreen() {
  const [params] = useSearchParams();
  const given = Number(params.get('patientId')) || null;
  const navigate = useNavigate();
  const { ui } = useApp();
  const [patients, setPatients] = useState<number[]>(given ? [given] : []);
  const [draft, setDraft] = useState(emptyDraft);
  const create = useCreatePlan();
  const submit = () => {
    const patientId = patients[0];
    if (!patientId) return ui.toast('请选择患者');
    if (!draft.planTime) return ui.toast('请选择计划时间');
    create.mutate(
      { patientId, ...draftBody(draft) },
      {
        onSuccess: (plan) => {
          ui.toast('随访计划已创建');
          void navigate(planDetailPath(plan.id), { replace: true });
        },
      },
    );
  };
  return (
    <main className={styles.page}>
      <PageBar title="新建随访" fallback={FOLLOW_PATHS.plans} />
      {given ? null : <PatientPicker value={patients} onChange={setPatients} multiple={false} />}
      <PlanFields draft={draft} onChange={setDraft} />
      <div className={css.footer}>
        <Button color="primary" size="large" loading={create.isPending} onClick={submit}>
          保存
        </Button>
      </div>
    </main>
  );
}
