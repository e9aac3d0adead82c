import type { MonitorFrequencyUnit, MonitorType } from '@kanghu/shared';
import { Form, Input, Selector, Stepper } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { idCardRules } from '../../ui/form-rules.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useCreateMonitorTasks, useMonitorConfig } from './queries.ts';

interface Values {
  idcard?: string;
  monitorTypes: MonitorType[];
  unit: MonitorFrequencyUnit[];
  times: number;
  startDate: string;
  days: number[];
  remark?: string;
}

const todayText = () => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return d.toISOString().slice(0, 10);
};

/** A servicer sets up monitoring for a patient of their scope (by ID number). */
export function CreateTaskForm({ onDone }: { onDone: () => void }) {
  const { ui } = useApp();
  const config = useMonitorConfig();
  const create = useCreateMonitorTasks();
  const [form] = Form.useForm<Values>();
  if (config.isPending) return <LoadingState />;
  if (config.isError)
    return <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />;
  const c = config.data;

  const onFinish = (v: Values) => {
    create.mutate(
      {
        idcard: (v.idcard ?? '').trim().toUpperCase(),
        monitorTypes: v.monitorTypes,
        unit: v.unit[0] ?? 'day',
        times: v.times,
        startDate: v.startDate,
        days: v.days[0] ?? 7,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      },
      {
        onSuccess: (list) => {
          ui.toast(`已创建${list.length}个监测任务`);
          form.resetFields();
          onDone();
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ monitorTypes: ['bp'], unit: ['day'], times: 2, startDate: todayText(), days: [7] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<SubmitButton loading={create.isPending}>创建任务</SubmitButton>}
      >
        <Form.Item name="idcard" label="患者身份证号" rules={idCardRules('请输入患者身份证号')}>
          <Input placeholder="请输入患者身份证号" maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="monitorTypes"
          label="监测项目"
          rules={[{ required: true, message: '请选择监测类型' }]}
        >
          <Selector multiple columns={3} options={c.types.map((t) => ({ value: t.type, label: t.label }))} />
        </Form.Item>
        <Form.Item name="unit" label="频次" rules={[{ required: true, message: '请选择频次单位' }]}>
          <Selector columns={2} options={c.units} />
        </Form.Item>
        <Form.Item name="times" label="每次周期测量次数">
          <Stepper min={1} max={c.maxTimes} digits={0} aria-label="测量次数" />
        </Form.Item>
        <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
          <DateTimeField precision="date" aria-label="开始日期" min={new Date()} />
        </Form.Item>
        <Form.Item name="days" label="监测周期" rules={[{ required: true, message: '请选择监测周期' }]}>
          <Selector columns={4} options={c.periodDays.map((d) => ({ value: d, label: `${d}天` }))} />
        </Form.Item>
        <Form.Item name="remark" label="医嘱" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input placeholder="选填，如：每天早晚各测一次" maxLength={200} clearable />
        </Form.Item>
      </Form>
    </div>
  );
}
