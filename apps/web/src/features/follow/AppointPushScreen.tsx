import { FOLLOW_MODES } from '@kanghu/shared';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { fromLocalInput } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { AppointList } from './components/AppointList.tsx';
import { PatientPicker } from './components/PatientPicker.tsx';
import css from './Follow.module.css';
import { usePushAppointment } from './queries.ts';

const MODES = Object.entries(FOLLOW_MODES).map(([k, label]) => ({ value: Number(k), label }));

/** /health/doctor/follow/appoint/push[?patientId=&planId=]: propose a visit time to a patient. */
export default function AppointPushScreen() {
  const [params] = useSearchParams();
  const given = Number(params.get('patientId')) || null;
  const planId = Number(params.get('planId')) || undefined;
  const { ui } = useApp();
  const [patients, setPatients] = useState<number[]>(given ? [given] : []);
  const [time, setTime] = useState('');
  const [mode, setMode] = useState(1);
  const [content, setContent] = useState('');
  const push = usePushAppointment();
  const submit = () => {
    const patientId = patients[0];
    if (!patientId) return ui.toast('请选择患者');
    if (!time) return ui.toast('请选择预约时间');
    if (!content.trim()) return ui.toast('请输入预约说明');
    push.mutate(
      {
        patientId,
        ...(planId ? { planId } : {}),
        appointTime: fromLocalInput(time) ?? time,
        followMode: mode as 1,
        content: content.trim(),
      },
      {
        onSuccess: () => {
          ui.toast('预约已推送给患者');
          setContent('');
          setTime('');
        },
      },
    );
  };
  return (
    <main className={styles.page}>
      <PageBar title="预约推送" fallback={DOCTOR_PATHS.home} />
      {given ? null : <PatientPicker value={patients} onChange={setPatients} multiple={false} />}
      <section className={styles.card} aria-label="预约内容">
        <div className={css.kv}>
          <span>预约时间</span>
          <DateTimeField
            precision="datetime"
            aria-label="预约时间"
            min={new Date()}
            value={time}
            onChange={setTime}
          />
        </div>
        <div className={css.label}>随访方式</div>
        <Selector columns={2} options={MODES} value={[mode]} onChange={(v) => v[0] && setMode(v[0])} />
        <TextArea
          className={css.textarea}
          aria-label="预约说明"
          placeholder="如：请携带近两周血压记录到门诊复查"
          maxLength={200}
          rows={3}
          showCount
          value={content}
          onChange={setContent}
        />
        <div className={css.actions}>
          <Button color="primary" loading={push.isPending} onClick={submit}>
            推送给患者
          </Button>
        </div>
      </section>
      <p className={css.notice}>推送记录</p>
      <AppointList filter={given ? { patientId: given } : {}} empty="暂无推送记录" />
    </main>
  );
}
