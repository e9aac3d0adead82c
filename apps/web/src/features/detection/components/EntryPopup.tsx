import {
  BG_PERIODS,
  BP_PERIODS,
  type DetectionType,
  MEASUREMENT_TYPE_INFO,
  type MeasurementView,
} from '@kanghu/shared';
import { Form, Selector } from 'antd-mobile';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { ComponentInputs, MeasureTimeAndRemark } from '../../measurements/components/EntryFields.tsx';
import { EntrySheet, EntrySheetActions } from '../../measurements/components/EntrySheet.tsx';
import { checkMeasureTime, checkPressurePair, numbersOf } from '../../measurements/entry-rules.ts';
import {
  BG_PERIOD_LABELS,
  BP_PERIOD_LABELS,
  fromLocalInput,
  toLocalInput,
} from '../../measurements/format.ts';
import { useAddMeasurement } from '../../measurements/queries.ts';
import { ENTRY_FIELDS, ENTRY_PLACEHOLDERS } from '../entry-fields.ts';

type EntryValues = Record<string, string | undefined> & { period?: string[] };

const PERIODS: Partial<Record<DetectionType, Array<{ value: string; label: string }>>> = {
  bp: BP_PERIODS.map((value) => ({ value, label: BP_PERIOD_LABELS[value] })),
  bg: BG_PERIODS.map((value) => ({ value, label: BG_PERIOD_LABELS[value] })),
};

/** The problem of a filled form beyond single fields (pressure pair, meal period, time), or null. */
export function entryProblem(
  type: DetectionType,
  values: EntryValues,
  measureTime: string | null,
): string | null {
  if (type === 'bp') {
    const pair = checkPressurePair(values.systolic, values.diastolic);
    if (pair) return pair;
  }
  if (type === 'lipid' && Object.keys(numbersOf(values, ENTRY_FIELDS.lipid)).length === 0) {
    return '请至少填写一项血脂数据';
  }
  if (type === 'bg' && !values.period?.[0]) return '请选择测量时段';
  return checkMeasureTime(measureTime);
}

/**
 * 录入 of one reading of a detection type through POST /api/patient/life/measurement; the saved row,
 * graded by the server (the children's table for a child), goes to `onSaved`.
 */
export function EntryPopup({
  type,
  patientId,
  visible,
  onClose,
  onSaved,
}: {
  type: DetectionType;
  patientId: number;
  visible: boolean;
  onClose: () => void;
  onSaved: (row: MeasurementView) => void;
}) {
  const { ui } = useApp();
  const [form] = Form.useForm<EntryValues>();
  const add = useAddMeasurement();
  const info = MEASUREMENT_TYPE_INFO[type];
  const periods = PERIODS[type];

  const onFinish = (values: EntryValues) => {
    const measureTime = fromLocalInput(values.measureTime ?? '');
    const problem = entryProblem(type, values, measureTime);
    if (problem || !measureTime) {
      void ui.alert(problem ?? '请选择测量时间', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId,
        type,
        values: numbersOf(values, ENTRY_FIELDS[type]),
        ...(values.period?.[0] ? { period: values.period[0] } : {}),
        ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
        measureTime,
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
    <EntrySheet visible={visible} onClose={onClose} title={`录入${info.label}`}>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ measureTime: toLocalInput(new Date()), period: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<EntrySheetActions onClose={onClose} saving={add.isPending} />}
      >
        <ComponentInputs type={type} keys={ENTRY_FIELDS[type]} placeholders={ENTRY_PLACEHOLDERS} />
        {periods && (
          <Form.Item
            name="period"
            label="测量时段"
            rules={type === 'bg' ? [{ required: true, message: '请选择测量时段' }] : []}
          >
            <Selector options={periods} columns={type === 'bg' ? 3 : 4} />
          </Form.Item>
        )}
        <MeasureTimeAndRemark />
      </Form>
    </EntrySheet>
  );
}
