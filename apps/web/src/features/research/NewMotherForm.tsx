import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import css from '../care/Care.module.css';
import { pairPath } from './paths.ts';
import { useCreatePair } from './queries.ts';

interface Values {
  name?: string;
  idcard?: string;
  tel?: string;
  due?: string;
}

/** A woman who is not yet a patient of the org: registered (ID number, phone) and enrolled at once. */
export function NewMotherForm({ projectId }: { projectId: number }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const create = useCreatePair();
  const [form] = Form.useForm<Values>();
  const onFinish = (v: Values) =>
    create.mutate(
      {
        researchProjectId: projectId,
        motherName: v.name?.trim() ?? '',
        motherIdcard: v.idcard?.trim() ?? '',
        motherTel: v.tel?.trim() ?? '',
        ...(v.due ? { expectedDeliveryDate: v.due } : {}),
      },
      {
        onSuccess: (pair) => {
          ui.toast('建档并入组成功');
          navigate(pairPath(pair.id), { replace: true });
        },
      },
    );
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="新建孕产妇档案">
      <div className={css.title}>新建孕产妇档案并入组</div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button
            block
            type="submit"
            fill="outline"
            color="primary"
            shape="rounded"
            loading={create.isPending}
          >
            建档并入组
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
        >
          <Input placeholder="请输入" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="idcard"
          label="身份证号"
          rules={[{ required: true, pattern: /^\d{17}[\dXx]$/, message: '请输入正确的身份证号' }]}
        >
          <Input placeholder="18位身份证号" maxLength={18} />
        </Form.Item>
        <Form.Item
          name="tel"
          label="手机号"
          rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}
        >
          <Input placeholder="11位手机号" maxLength={11} type="tel" />
        </Form.Item>
        <Form.Item name="due" label="预产期">
          <DateTimeField precision="date" aria-label="预产期" min={new Date()} />
        </Form.Item>
      </Form>
    </section>
  );
}
