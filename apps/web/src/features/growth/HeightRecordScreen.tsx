import type { PatientListItem } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ChildPicker } from './ChildPicker.tsx';
import { GROWTH_PATHS, withChild } from './paths.ts';
import { useAddPhysique } from './queries.ts';

interface Values {
  day?: string;
  height?: string;
  weight?: string;
  headCircumference?: string;
  rboneAge?: string;
}

/** 记录身高体重 (/app/yingkang/user/report/height/record). */
export default function HeightRecordScreen() {
  return (
    <main className={health.page}>
      <PageBar title="记录身高体重" fallback={GROWTH_PATHS.report} />
      <ChildPicker>{(child) => <RecordForm key={child.id} child={child} />}</ChildPicker>
    </main>
  );
}

const num = (v?: string) => (v && v.trim() !== '' ? Number(v) : undefined);
const today = () => new Date().toISOString().slice(0, 10);

function RecordForm({ child }: { child: PatientListItem }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const add = useAddPhysique();
  const onFinish = (v: Values) => {
    const height = num(v.height);
    const weight = num(v.weight);
    if (height === undefined && weight === undefined) {
      void ui.alert('请填写身高或体重', '系统提示');
      return;
    }
    const day = v.day || today();
    // Noon China time of the chosen day, never later than now.
    const at = new Date(Math.min(Date.parse(`${day}T12:00:00+08:00`), Date.now() - 60_000));
    add.mutate(
      {
        patientId: child.id,
        height,
        weight,
        headCircumference: num(v.headCircumference),
        rboneAge: num(v.rboneAge),
        measureTime: at.toISOString(),
        dataSource: 'manual',
      },
      {
        onSuccess: () => {
          ui.toast('保存成功');
          navigate(withChild(GROWTH_PATHS.report, child.id), { replace: true });
        },
      },
    );
  };
  const decimal = { type: 'number' as const, inputMode: 'decimal' as const, clearable: true };
  return (
    <div className={`${health.card} ${health.form}`}>
      <div className={health.cardTitle}>{child.name}</div>
      <Form
        layout="vertical"
        initialValues={{ day: today() }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
            保存
          </Button>
        }
      >
        <Form.Item name="day" label="测量日期" rules={[{ required: true, message: '请选择测量日期' }]}>
          <DateTimeField precision="date" aria-label="测量日期" max={new Date()} />
        </Form.Item>
        <Form.Item name="height" label="身高/身长（cm）" help="2 岁以下量卧位身长，2 岁起量立位身高">
          <Input {...decimal} placeholder="如 92.5" aria-label="身高" />
        </Form.Item>
        <Form.Item name="weight" label="体重（kg）">
          <Input {...decimal} placeholder="如 13.6" aria-label="体重" />
        </Form.Item>
        <Form.Item name="headCircumference" label="头围（cm，选填）">
          <Input {...decimal} placeholder="5 岁以下可填" aria-label="头围" />
        </Form.Item>
        <Form.Item name="rboneAge" label="骨龄（岁，选填，RUS-CHN 法）">
          <Input {...decimal} placeholder="医院骨龄报告上的数值" aria-label="骨龄" />
        </Form.Item>
      </Form>
    </div>
  );
}
