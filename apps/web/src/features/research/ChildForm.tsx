import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import css from '../care/Care.module.css';
import { useUpdatePair } from './queries.ts';

interface Values {
  name?: string;
  sex: number[];
  birthday?: string;
}

/** After the birth: the child's name, sex and birthday join the pair (the child becomes a patient of the org). */
export function ChildForm({ pairId }: { pairId: number }) {
  const { ui } = useApp();
  const update = useUpdatePair();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <section className={styles.card} aria-label="登记孩子">
        <div className={css.head}>
          <span className={css.line}>孩子出生后，登记孩子信息即可采集孩子的样本</span>
          <Button
            size="small"
            fill="outline"
            color="primary"
            shape="rounded"
            style={{ flexShrink: 0 }}
            onClick={() => setOpen(true)}
          >
            登记孩子
          </Button>
        </div>
      </section>
    );
  const onFinish = (v: Values) =>
    update.mutate(
      {
        id: pairId,
        body: { childName: v.name?.trim() ?? '', childSex: v.sex[0], childBirthday: v.birthday ?? '' },
      },
      { onSuccess: () => ui.toast('孩子信息已登记') },
    );
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="登记孩子">
      <div className={css.title}>孩子出生后登记</div>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ sex: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button
            block
            type="submit"
            fill="outline"
            color="primary"
            shape="rounded"
            loading={update.isPending}
          >
            保存孩子信息
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="孩子姓名"
          rules={[{ required: true, whitespace: true, message: '请输入孩子姓名' }]}
        >
          <Input placeholder="请输入" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="sex"
          label="性别"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择孩子性别' }]}
        >
          <Selector
            options={[
              { value: 1, label: '男' },
              { value: 2, label: '女' },
            ]}
            columns={2}
          />
        </Form.Item>
        <Form.Item name="birthday" label="出生日期" rules={[{ required: true, message: '请选择出生日期' }]}>
          <DateTimeField precision="date" aria-label="出生日期" max={new Date()} />
        </Form.Item>
      </Form>
    </section>
  );
}
