import { BG_PERIODS, MEASUREMENT_TYPE_INFO, type PatientView } from '@kanghu/shared';
import { Button, Form, Selector } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS } from '../../app/paths.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ComponentInputs, MeasureTimeAndRemark } from './components/EntryFields.tsx';
import type { ChartedType } from './components/TypeHistory.tsx';
import { checkMeasureTime, numbersOf } from './entry-rules.ts';
import { BG_PERIOD_LABELS, fromLocalInput, toLocalInput } from './format.ts';
import { LIFE_TYPES } from './LifeRecordScreen.tsx';
import { useAddMeasurement } from './queries.ts';

/** The fields typed for each type (BMI is worked out by the server from weight and height). */
const FIELDS: Record<ChartedType, readonly string[]> = {
  bg: ['glucose'],
  temp: ['temperature'],
  spo2: ['spo2', 'heartRate'],
  hr: ['heartRate'],
  weight: ['weight', 'height'],
};

const TYPE_OPTIONS = LIFE_TYPES.map((t) => ({ value: t, label: MEASUREMENT_TYPE_INFO[t].label }));
const BG_OPTIONS = BG_PERIODS.map((value) => ({ value, label: BG_PERIOD_LABELS[value] }));

type AddValues = Record<string, string | undefined> & { period?: string[]; kind?: string[] };

/**
 * Enter a reading (/health/patient/life/add?type=): blood sugar with its meal period, temperature,
 * SpO2, heart rate, weight; graded by the server, abnormal ones reach the doctor.
 */
export default function LifeAddScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="录入健康数据" fallback={MEASURE_PATHS.lifeRecord} />
      <PatientScope>{(patient) => <LifeAdd patient={patient} />}</PatientScope>
    </main>
  );
}

function LifeAdd({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const [params, setParams] = useSearchParams();
  const type = LIFE_TYPES.find((t) => t === params.get('type')) ?? 'bg';
  const [form] = Form.useForm<AddValues>();
  const add = useAddMeasurement();
  const goBack = useGoBack(`${MEASURE_PATHS.lifeRecord}?type=${type}`);
  const info = MEASUREMENT_TYPE_INFO[type];

  const setType = (next: string | undefined) => {
    if (!next || next === type) return;
    const q = new URLSearchParams(params);
    q.set('type', next);
    setParams(q, { replace: true });
  };

  const onFinish = (values: AddValues) => {
    const measureTime = fromLocalInput(values.measureTime ?? '');
    const problem =
      checkMeasureTime(measureTime) ?? (type === 'bg' && !values.period?.[0] ? '请选择测量时段' : null);
    if (problem || !measureTime) {
      void ui.alert(problem ?? '请选择测量时间', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId: patient.id,
        type,
        values: numbersOf(values, FIELDS[type]),
        ...(values.period?.[0] ? { period: values.period[0] } : {}),
        ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        measureTime,
      },
      {
        onSuccess: (row) => {
          if (row.abnormal)
            void ui.alert(`本次${info.label}：${row.levelLabel}，已通知您的签约医生。`, '异常提醒');
          else ui.toast(`保存成功：${row.levelLabel}`);
          goBack();
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="数据类型">
        <Selector options={TYPE_OPTIONS} value={[type]} columns={5} onChange={(v) => setType(v[0])} />
      </section>
      <div className={`${styles.card} ${styles.form}`}>
        <Form
          key={type}
          form={form}
          layout="horizontal"
          initialValues={{ measureTime: toLocalInput(new Date()), period: [] }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
              保存
            </Button>
          }
        >
          <ComponentInputs type={type} keys={FIELDS[type]} />
          {type === 'bg' && (
            <Form.Item name="period" label="测量时段" rules={[{ required: true, message: '请选择测量时段' }]}>
              <Selector options={BG_OPTIONS} columns={3} />
            </Form.Item>
          )}
          <MeasureTimeAndRemark />
        </Form>
      </div>
    </>
  );
}
