import { AI_DESK_DEVICE_TYPES, type PatientView } from '@kanghu/shared';
import { Button, Form, Input, Selector, Tag, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatient } from '../patients/queries.ts';
import { Line } from './Line.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useDeviceApply, useMyDeviceApplications } from './queries.ts';

/** Home devices a resident may ask for: the district desk's kinds and the sleep mattress. */
const DEVICE_OPTIONS = [...Object.values(AI_DESK_DEVICE_TYPES), '智能床垫'].map((v) => ({
  label: v,
  value: v,
}));
const STATE = [
  { label: '待审核', color: 'warning' },
  { label: '已通过', color: 'success' },
  { label: '未通过', color: 'danger' },
] as const;

interface ApplyValues {
  deviceType: string[];
  address?: string;
  reason?: string;
}

/** 设备申请 (/app/yuhang/device/apply): ask the district for a home device; the account's applications below. */
export default function DeviceApplyScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="设备申请" fallback={YUHANG_PATHS.index} />
      <PatientScope>
        {(patient) => (
          <>
            <ApplyForm patient={patient} />
            <Applications />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function ApplyForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const full = usePatient(patient.id);
  const apply = useDeviceApply();
  const [form] = Form.useForm<ApplyValues>();
  if (full.isPending) return <LoadingState />;
  if (full.isError)
    return <ErrorState message={errorMessage(full.error)} onRetry={() => void full.refetch()} />;
  const p = full.data;
  const onFinish = (v: ApplyValues) => {
    if (!p.idcard || !p.tel) {
      void ui.alert('请先在就诊人资料中补全身份证号和手机号', '系统提示');
      return;
    }
    apply.mutate(
      {
        idcard: p.idcard,
        name: p.name,
        tel: p.tel,
        deviceType: v.deviceType[0] ?? '',
        ...(p.sex !== null ? { sex: p.sex } : {}),
        ...(v.address?.trim() ? { address: v.address.trim() } : {}),
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('申请已提交');
          form.resetFields();
        },
      },
    );
  };
  return (
    <div className={`${styles.card} ${styles.form}`}>
      <p className={styles.meta}>申请人：{p.name}（信息取自就诊人资料）</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ deviceType: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={apply.isPending}>
            提交申请
          </Button>
        }
      >
        <Form.Item
          name="deviceType"
          label="设备类型"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择设备类型' }]}
        >
          <Selector options={DEVICE_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item name="address" label="收货地址" rules={[{ max: 200, message: '地址不能超过200个字' }]}>
          <Input placeholder="选填，社区上门安装时使用" maxLength={200} clearable />
        </Form.Item>
        <Form.Item name="reason" label="申请原因" rules={[{ max: 500, message: '申请原因不能超过500个字' }]}>
          <TextArea
            placeholder="选填，如：医生建议居家监测血压"
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </div>
  );
}

function Applications() {
  const list = useMyDeviceApplications();
  return (
    <section className={styles.card} aria-label="我的申请">
      <h2 className={styles.cardTitle}>我的申请</h2>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className={styles.meta}>还没有设备申请。</p>
      ) : (
        list.data.list.map((a) => {
          const s = STATE[a.state] ?? STATE[0];
          return (
            <Line
              key={a.id}
              testId="device-application"
              title={a.deviceType}
              meta={[dateTimeText(a.createdAt), a.reviewRemark].filter(Boolean).join(' · ')}
              right={<Tag color={s.color}>{s.label}</Tag>}
            />
          );
        })
      )}
    </section>
  );
}
