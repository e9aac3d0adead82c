import type { SickbedView } from '@kanghu/shared';
import { Button, Form, Selector, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { BedTitle, WithBed } from './BedParts.tsx';
import { bedPath, SICKBED_PATHS } from './paths.ts';
import { useSickbedState } from './queries.ts';

const RESULTS = [
  { label: '通过（建床）', value: 1 },
  { label: '不通过', value: 2 },
];

interface Values {
  result: number[];
  remark?: string;
}

function PassForm({ bed }: { bed: SickbedView }) {
  const { ui } = useApp();
  const back = useGoBack(bedPath('info', bed.id));
  const move = useSickbedState();
  const [form] = Form.useForm<Values>();
  const result = Form.useWatch('result', form)?.[0] ?? 1;
  if (!bed.actions.includes('approve')) return <EmptyState title={`该申请${bed.stateLabel}，无需审核`} />;
  const onFinish = (v: Values) => {
    const state = v.result[0] === 2 ? 2 : 1;
    move.mutate(
      { id: bed.id, body: { state, remark: v.remark?.trim() || undefined } },
      {
        onSuccess: (saved) => {
          ui.toast(state === 1 ? `已建床，床号${saved.bedNo ?? ''}` : '已驳回申请');
          back();
        },
      },
    );
  };
  return (
    <>
      <section className={styles.card} aria-label="申请">
        <BedTitle bed={bed} />
        <div className={css.line}>病种：{bed.diseaseCategoryName ?? '—'}</div>
        <div className={css.line}>住址：{bed.address}</div>
        {bed.remark && <div className={css.line}>病情描述：{bed.remark}</div>}
      </section>
      <section className={`${styles.card} ${styles.form}`} aria-label="审核">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ result: [1] }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={move.isPending}>
              提交审核
            </Button>
          }
        >
          <Form.Item name="result" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
            <Selector options={RESULTS} />
          </Form.Item>
          <Form.Item
            name="remark"
            label={result === 2 ? '不通过原因' : '审核意见'}
            rules={result === 2 ? [{ required: true, whitespace: true, message: '请填写不通过的原因' }] : []}
          >
            <TextArea
              placeholder={result === 2 ? '请填写不通过的原因' : '如：符合建床条件，每周上门查床一次（选填）'}
              maxLength={200}
              rows={3}
              showCount
            />
          </Form.Item>
        </Form>
      </section>
    </>
  );
}

/** /health/doctor/sickbed/pass?id=: approve (sets up the bed) with a remark, or refuse with a reason. */
export default function SickbedPassScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="审核家庭病床" fallback={SICKBED_PATHS.list} />
      <WithBed>{(bed) => <PassForm bed={bed} />}</WithBed>
    </main>
  );
}
