import { HOME_VISIT_CONTENTS, HOME_VISIT_TYPES, type SickbedView } from '@kanghu/shared';
import { Button, Form, Selector, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { fromLocalInput, toLocalInput } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { BedSummary, WithBed } from './BedParts.tsx';
import { bedPath, SICKBED_PATHS } from './paths.ts';
import { useAddHomeVisit } from './queries.ts';

const TYPE_OPTIONS = Object.entries(HOME_VISIT_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const CONTENT_OPTIONS = HOME_VISIT_CONTENTS.map((c) => ({ value: c, label: c }));

interface Values {
  type: number[];
  contents: string[];
  startTime?: string;
  endTime?: string;
  remark?: string;
}

function VisitForm({ bed }: { bed: SickbedView }) {
  const { ui } = useApp();
  const back = useGoBack(bedPath('door', bed.id));
  const add = useAddHomeVisit();
  const [form] = Form.useForm<Values>();
  if (!bed.actions.includes('visit'))
    return <EmptyState title={`该家庭病床${bed.stateLabel}，不能登记上门服务`} />;
  const onFinish = (v: Values) => {
    add.mutate(
      {
        patientId: bed.patientId,
        sickbedId: bed.id,
        type: v.type[0] ?? 1,
        contentCategory: v.contents.join('、'),
        startTime: fromLocalInput(v.startTime ?? '') ?? '',
        endTime: fromLocalInput(v.endTime ?? '') ?? '',
        remark: v.remark?.trim() || undefined,
      },
      {
        onSuccess: () => {
          ui.toast('上门服务已登记');
          back();
        },
      },
    );
  };
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="登记上门服务">
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          type: [1],
          contents: [],
          // Half an hour ago, but not before the application (the server refuses that).
          startTime: toLocalInput(new Date(Math.max(Date.now() - 30 * 60_000, Date.parse(bed.createdAt)))),
          endTime: toLocalInput(new Date()),
        }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
            保存
          </Button>
        }
      >
        <Form.Item name="type" label="服务类型" rules={[{ required: true, message: '请选择服务类型' }]}>
          <Selector options={TYPE_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item
          name="contents"
          label="服务内容"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择服务内容' }]}
        >
          <Selector options={CONTENT_OPTIONS} multiple columns={2} />
        </Form.Item>
        <Form.Item name="startTime" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
          <DateTimeField precision="datetime" aria-label="开始时间" max={new Date()} />
        </Form.Item>
        <Form.Item name="endTime" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
          <DateTimeField precision="datetime" aria-label="结束时间" max={new Date()} />
        </Form.Item>
        <Form.Item name="remark" label="服务记录">
          <TextArea placeholder="生命体征、处置经过、健康指导等" maxLength={500} rows={4} showCount />
        </Form.Item>
      </Form>
    </section>
  );
}

/** /health/doctor/sickbed/door/add/door/service?id=: record a door service of a bed in care. */
export default function DoorServiceAddScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="登记上门服务" fallback={SICKBED_PATHS.manage} />
      <WithBed>
        {(bed) => (
          <>
            <BedSummary bed={bed} />
            <VisitForm bed={bed} />
          </>
        )}
      </WithBed>
    </main>
  );
}
