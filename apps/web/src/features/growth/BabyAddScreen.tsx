import type { PatientDetail } from '@kanghu/shared';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { GROWTH_PATHS, withChild } from './paths.ts';
import { useBaby, useSaveBaby } from './queries.ts';

interface Values {
  name?: string;
  sex?: Array<1 | 2>;
  birthday?: string;
  fatherHeight?: string;
  motherHeight?: string;
}

const SEX_OPTIONS = [
  { label: '男孩', value: 1 as const },
  { label: '女孩', value: 2 as const },
];

/** 添加宝宝 (/app/yingkang/user/baby/add); with ?patientId= it edits that child. */
export default function BabyAddScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('patientId')) || 0;
  const baby = useBaby(id);
  let body: React.ReactNode;
  if (id === 0) body = <BabyForm />;
  else if (baby.isPending) body = <LoadingState />;
  else if (baby.isError)
    body = <ErrorState message={errorMessage(baby.error)} onRetry={() => void baby.refetch()} />;
  else body = <BabyForm current={baby.data} />;
  return (
    <main className={health.page}>
      <PageBar title={id ? '编辑宝宝' : '添加宝宝'} fallback={GROWTH_PATHS.home} />
      {body}
    </main>
  );
}

const num = (v?: string) => (v && v.trim() !== '' ? Number(v) : undefined);
const text = (v: unknown) => (typeof v === 'number' ? String(v) : undefined);

function BabyForm({ current }: { current?: PatientDetail }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const save = useSaveBaby(current?.id);
  const onFinish = (v: Values) => {
    save.mutate(
      {
        name: (v.name ?? '').trim(),
        sex: v.sex?.[0] ?? 1,
        birthday: v.birthday ?? '',
        fatherHeight: num(v.fatherHeight),
        motherHeight: num(v.motherHeight),
      },
      {
        onSuccess: (row) => {
          ui.toast('保存成功');
          navigate(withChild(GROWTH_PATHS.babyDetail, row.id), { replace: true });
        },
      },
    );
  };
  const decimal = { type: 'number' as const, inputMode: 'decimal' as const, clearable: true };
  return (
    <div className={`${health.card} ${health.form}`}>
      <Form
        layout="vertical"
        initialValues={{
          name: current?.name,
          sex: current?.sex === 2 ? [2] : current?.sex === 1 ? [1] : undefined,
          birthday: current?.birthday ?? undefined,
          fatherHeight: text(current?.extra.fatherHeight),
          motherHeight: text(current?.extra.motherHeight),
        }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending}>
            保存
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="宝宝姓名"
          rules={[{ required: true, whitespace: true, message: '请输入宝宝姓名' }]}
        >
          <Input placeholder="请输入姓名" maxLength={20} clearable aria-label="宝宝姓名" />
        </Form.Item>
        <Form.Item name="sex" label="性别" rules={[{ required: true, message: '请选择性别' }]}>
          <Selector options={SEX_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item name="birthday" label="出生日期" rules={[{ required: true, message: '请选择出生日期' }]}>
          <DateTimeField precision="date" aria-label="出生日期" max={new Date()} min={new Date(2000, 0, 1)} />
        </Form.Item>
        <Form.Item name="fatherHeight" label="父亲身高（cm，选填）" help="用于计算遗传靶身高">
          <Input {...decimal} placeholder="如 175" aria-label="父亲身高" />
        </Form.Item>
        <Form.Item name="motherHeight" label="母亲身高（cm，选填）">
          <Input {...decimal} placeholder="如 162" aria-label="母亲身高" />
        </Form.Item>
      </Form>
    </div>
  );
}
