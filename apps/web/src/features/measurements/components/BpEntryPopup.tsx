import { BP_PERIODS, type MeasurementView } from '@kanghu/shared';
import { Form, Input, Selector } from 'antd-mobile';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { checkMeasureTime, checkPressurePair, componentRule } from '../entry-rules.ts';
import { BP_PERIOD_LABELS, fromLocalInput, toLocalInput } from '../format.ts';
import { useAddBloodPressure } from '../queries.ts';
import { MeasureTimeAndRemark } from './EntryFields.tsx';
import { EntrySheet, EntrySheetActions } from './EntrySheet.tsx';

interface BpValues {
  high?: string;
  low?: string;
  heartRate?: string;
  period?: string[];
  measureTime?: string;
  remark?: string;
}

const PERIOD_OPTIONS = BP_PERIODS.map((value) => ({ value, label: BP_PERIOD_LABELS[value] }));

/** 手动录入 of one blood-pressure reading; the saved row (with its grade) goes to `onSaved`. */
export function BpEntryPopup({
  patientId,
  visible,
  onClose,
  onSaved,
}: {
  patientId: number;
  visible: boolean;
  onClose: () => void;
  onSaved: (row: MeasurementView) => void;
}) {
  const { ui } = useApp();
  const [form] = Form.useForm<BpValues>();
  const add = useAddBloodPressure();

  const onFinish = (values: BpValues) => {
    const measureTime = fromLocalInput(values.measureTime ?? '');
    const problem = checkPressurePair(values.high, values.low) ?? checkMeasureTime(measureTime);
    if (problem || !measureTime) {
      void ui.alert(problem ?? '请选择测量时间', '系统提示');
      return;
    }
    const heartRate = values.heartRate?.trim();
    add.mutate(
      {
        patientId,
        high: Number(values.high),
        low: Number(values.low),
        ...(heartRate ? { heartRate: Number(heartRate) } : {}),
        ...(values.period?.[0] ? { period: values.period[0] } : {}),
        ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        measureTime,
        source: 'manual',
      },
      {
        onSuccess: (row) => {
          form.resetFields();
          onSaved(row);
        },
      },
    );
  };

  return (
    <EntrySheet visible={visible} onClose={onClose} title="录入血压">
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ measureTime: toLocalInput(new Date()), period: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<EntrySheetActions onClose={onClose} saving={add.isPending} />}
      >
        <Form.Item name="high" label="收缩压" extra="mmHg" rules={[componentRule('bp', 'systolic')]}>
          <Input type="text" inputMode="numeric" placeholder="高压，如 120" maxLength={3} clearable />
        </Form.Item>
        <Form.Item name="low" label="舒张压" extra="mmHg" rules={[componentRule('bp', 'diastolic')]}>
          <Input type="text" inputMode="numeric" placeholder="低压，如 80" maxLength={3} clearable />
        </Form.Item>
        <Form.Item name="heartRate" label="心率" extra="次/分" rules={[componentRule('bp', 'heartRate')]}>
          <Input type="text" inputMode="numeric" placeholder="选填" maxLength={3} clearable />
        </Form.Item>
        <Form.Item name="period" label="测量时段">
          <Selector options={PERIOD_OPTIONS} columns={4} />
        </Form.Item>
        <MeasureTimeAndRemark remarkPlaceholder="选填，如服药情况" />
      </Form>
    </EntrySheet>
  );
}
