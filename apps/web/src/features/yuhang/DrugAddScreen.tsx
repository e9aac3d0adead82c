import { chinaDay, type PatientView } from '@kanghu/shared';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useAddMedicine } from './queries.ts';

interface DrugValues {
  name?: string;
  dosage?: string;
  frequency?: string;
  usage?: string;
  startDate?: string;
  endDate?: string;
  remark?: string;
}

/** 添加用药 (/app/yuhang/plan/drugs/add): a medication the resident takes, into their medication records. */
export default function DrugAddScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="添加用药" fallback={YUHANG_PATHS.plan} />
      <PatientScope>{(patient) => <DrugAdd patient={patient} />}</PatientScope>
    </main>
  );
}

function DateInput({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?: (v: string) => void;
  label: string;
}) {
  return <DateTimeField precision="date" aria-label={label} value={value} onChange={onChange} />;
}

const opt = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

function DrugAdd({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const back = useGoBack(YUHANG_PATHS.plan);
  const add = useAddMedicine();
  const onFinish = (v: DrugValues) => {
    const extra: Record<string, string> = {};
    for (const key of ['dosage', 'frequency', 'usage', 'endDate', 'remark'] as const) {
      const value = opt(v[key]);
      if (value) extra[key] = value;
    }
    const body = {
      ...extra,
      patientId: patient.id,
      name: (v.name ?? '').trim(),
      startDate: v.startDate ?? chinaDay(),
    };
    add.mutate(body, {
      onSuccess: () => {
        ui.toast('保存成功');
        back();
      },
    });
  };
  return (
    <div className={`${styles.card} ${styles.form}`}>
      <Form
        layout="vertical"
        initialValues={{ startDate: chinaDay() }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
            保存
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="药品名称"
          rules={[
            { required: true, whitespace: true, message: '请输入药品名称' },
            { max: 50, message: '药品名称不能超过50个字' },
          ]}
        >
          <Input placeholder="如：苯磺酸氨氯地平片" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="dosage" label="剂量">
          <Input placeholder="选填，如：5mg" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="frequency" label="频次">
          <Input placeholder="选填，如：每日一次" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="usage" label="用法">
          <Input placeholder="选填，如：口服，早饭后" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
          <DateInput label="开始日期" />
        </Form.Item>
        <Form.Item name="endDate" label="结束日期">
          <DateInput label="结束日期" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <TextArea placeholder="选填" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <p className={styles.hint}>用药请遵医嘱。这里的记录供您和家庭医生查看，不会修改医生开具的处方。</p>
    </div>
  );
}
