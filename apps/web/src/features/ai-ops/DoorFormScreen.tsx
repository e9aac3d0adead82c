import { AI_CONSULT_FIELDS, type AiConsultForm } from '@kanghu/shared';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { AI_OPS_PATHS } from './paths.ts';
import { useConsultForm, useDiseaseInfo, useSaveConsult } from './queries.ts';

const LABELS: Record<(typeof AI_CONSULT_FIELDS)[number], string> = {
  sbp: '收缩压(mmHg)',
  dbp: '舒张压(mmHg)',
  heartRate: '心率(次/分)',
  height: '身高(cm)',
  weight: '体重(kg)',
  bg: '空腹血糖(mmol/L)',
  mbg: '餐后血糖(mmol/L)',
};

/** /app/ai/door/:idcard/before/form (:idcard = patient id): the form, pre-filled from the desk devices. */
export default function DoorFormScreen() {
  const patientId = Number(useParams().idcard);
  return (
    <main className={styles.page}>
      <PageBar title="预问诊表单" fallback={AI_OPS_PATHS.door} />
      <AiDistrictGate>
        {(d) =>
          Number.isInteger(patientId) && patientId > 0 ? (
            <ConsultForm area={d.localAreaCode} patientId={patientId} />
          ) : (
            <ErrorState message="未找到该居民" />
          )
        }
      </AiDistrictGate>
    </main>
  );
}

type Values = Partial<Record<(typeof AI_CONSULT_FIELDS)[number], string>>;

function prefill(
  form: Record<string, number | null>,
  readings: { type: string; values: Record<string, number> }[],
) {
  const out: Values = {};
  const dev: Record<string, number | undefined> = {};
  for (const r of readings) {
    if (r.type === 'bp')
      Object.assign(dev, { sbp: r.values.systolic, dbp: r.values.diastolic, heartRate: r.values.heartRate });
    if (r.type === 'bg') dev.bg = r.values.glucose;
    if (r.type === 'bmi') Object.assign(dev, { height: r.values.height, weight: r.values.weight });
  }
  for (const k of AI_CONSULT_FIELDS) {
    const v = form[k] ?? dev[k];
    if (v !== undefined && v !== null) out[k] = String(v);
  }
  return out;
}

function ConsultForm({ area, patientId }: { area: string; patientId: number }) {
  const who = { patientId };
  const form = useConsultForm(area, who);
  const disease = useDiseaseInfo(area, who);
  const temp = useSaveConsult(area, false);
  const final = useSaveConsult(area, true);
  const [f] = Form.useForm<Values>();
  if (form.isPending) return <LoadingState />;
  if (form.isError)
    return <ErrorState message={errorMessage(form.error)} onRetry={() => void form.refetch()} />;
  const c = form.data;
  const done = c.state === 'done';
  const save = (isFinal: boolean) => {
    const v = f.getFieldsValue();
    const body: AiConsultForm = { patientId };
    for (const k of AI_CONSULT_FIELDS) if (v[k]) body[k] = Number(v[k]);
    (isFinal ? final : temp).mutate(body, {
      onSuccess: () => Toast.show(isFinal ? '已保存' : '已暂存'),
      onError: (e) => Toast.show(errorMessage(e)),
    });
  };
  return (
    <>
      <section className={`${styles.card} ${styles.patientBar}`} aria-label="居民">
        <span className={styles.patientName}>{c.name}</span> {c.age !== null ? `${c.age}岁` : ''} {c.phone}
        <div className={styles.meta}>
          {disease.data?.diseases.length
            ? disease.data.diseases.map((x) => x.name).join('、')
            : '暂无慢病记录'}
          {c.stateName ? ` · ${c.stateName}` : ''}
        </div>
      </section>
      {c.deviceReadings.length ? <p className={styles.hint}>已按绑定设备的最近读数预填，可修改。</p> : null}
      <section className={`${styles.card} ${styles.form}`}>
        <Form form={f} initialValues={prefill(c.form, c.deviceReadings)} disabled={done}>
          {AI_CONSULT_FIELDS.map((k) => (
            <Form.Item key={k} name={k} label={LABELS[k]}>
              <Input type="number" inputMode="decimal" placeholder="未测" readOnly={done} />
            </Form.Item>
          ))}
        </Form>
        {done ? null : (
          <div className={styles.actions}>
            <Button onClick={() => save(false)} loading={temp.isPending}>
              暂存
            </Button>
            <Button color="primary" onClick={() => save(true)} loading={final.isPending}>
              完成
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
