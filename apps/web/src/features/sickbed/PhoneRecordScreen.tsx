import { dateTimeText, type SickbedView } from '@kanghu/shared';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { fromLocalInput } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BedSummary, WithBed } from './BedParts.tsx';
import { SICKBED_PATHS } from './paths.ts';
import { useAddCallRecord, useCallRecords } from './queries.ts';
import own from './Sickbed.module.css';

interface Values {
  startTime?: string;
  minutes?: string;
  remark?: string;
}

function AddCall({ bed }: { bed: SickbedView }) {
  const { ui } = useApp();
  const add = useAddCallRecord();
  const [form] = Form.useForm<Values>();
  const onFinish = (v: Values) => {
    const start = fromLocalInput(v.startTime ?? '');
    if (!start) return void ui.alert('请选择通话时间');
    add.mutate(
      {
        patientId: bed.patientId,
        startTime: start,
        duration: Math.round(Number(v.minutes ?? 0) * 60),
        remark: v.remark?.trim() || undefined,
      },
      {
        onSuccess: () => {
          ui.toast('已记录');
          form.resetFields();
        },
      },
    );
  };
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="记录通话">
      <h2 className={styles.cardTitle}>记录通话</h2>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" loading={add.isPending}>
            保存通话记录
          </Button>
        }
      >
        <Form.Item name="startTime" label="通话时间" rules={[{ required: true, message: '请选择通话时间' }]}>
          <DateTimeField precision="datetime" aria-label="通话时间" max={new Date()} />
        </Form.Item>
        <Form.Item
          name="minutes"
          label="时长(分钟)"
          rules={[
            { required: true, message: '请输入通话时长' },
            { pattern: /^\d{1,3}(\.\d)?$/, message: '通话时长须为数字' },
          ]}
        >
          <Input type="number" inputMode="decimal" placeholder="如 5" />
        </Form.Item>
        <Form.Item name="remark" label="通话内容">
          <TextArea placeholder="病情询问、用药提醒、预约上门时间等" maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </section>
  );
}

function Calls({ bed }: { bed: SickbedView }) {
  const calls = useCallRecords(bed.patientId);
  let body: React.ReactNode;
  if (calls.isPending) body = <LoadingState />;
  else if (calls.isError)
    body = <ErrorState message={errorMessage(calls.error)} onRetry={() => void calls.refetch()} />;
  else if (calls.data.length === 0) body = <EmptyState title="暂无通话记录" />;
  else
    body = calls.data.map((c) => (
      <div key={c.id} className={own.visit} data-testid="call-record">
        <div className={own.visitHead}>
          <span>{dateTimeText(c.startTime)}</span>
          <span>{Math.max(1, Math.round(c.duration / 60))} 分钟</span>
        </div>
        <div className={own.visitMeta}>{c.tel}</div>
        {c.remark && <p className={own.visitText}>{c.remark}</p>}
      </div>
    ));
  return (
    <section className={styles.card} aria-label="通话记录">
      <h2 className={styles.cardTitle}>我的通话记录</h2>
      {body}
    </section>
  );
}

/**
 * /health/doctor/sickbed/phone/record?id=: the signed-in doctor's calls with the bed's patient
 * (the patient call records of /api/patient/call/tel/record), and a form to record one.
 */
export default function PhoneRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="电话记录" fallback={SICKBED_PATHS.manage} />
      <WithBed>
        {(bed) => (
          <>
            <BedSummary bed={bed} />
            <AddCall bed={bed} />
            <Calls bed={bed} />
          </>
        )}
      </WithBed>
    </main>
  );
}
