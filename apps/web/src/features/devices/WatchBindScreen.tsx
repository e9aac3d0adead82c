import { MSG, type PatientView, type WatchView, watchBindBody } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ScanButton } from '../../ui/ScanButton.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { useBindWatch, useUnbindDevice, useWatch } from './queries.ts';

interface WatchValues {
  deviceSn?: string;
  deviceSecret?: string;
  emergencyName?: string;
  emergencyTel?: string;
  height?: string;
  weight?: string;
}

/**
 * Watch (/health/patient/watch/bind): the current patient's bound watch with its latest position
 * and heart rate, or the bind form (device number and secret, emergency contact, height, weight).
 */
export default function WatchBindScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="智能手表" fallback={MEASURE_PATHS.devices} />
      <PatientScope>{(patient) => <Watch patient={patient} />}</PatientScope>
    </main>
  );
}

function Watch({ patient }: { patient: PatientView }) {
  const watch = useWatch(patient.id);
  const [rebinding, setRebinding] = useState(false);
  if (watch.isPending) return <LoadingState />;
  if (watch.isError) {
    return <ErrorState message={errorMessage(watch.error)} onRetry={() => void watch.refetch()} />;
  }
  if (watch.data && !rebinding) return <BoundWatch watch={watch.data} onRebind={() => setRebinding(true)} />;
  return (
    <>
      {!watch.data && (
        <p className={styles.hint} role="status" data-testid="watch-empty">
          {patient.name}尚未绑定手表。请填写手表背面或包装上的设备编号和设备密钥。
        </p>
      )}
      <WatchForm patient={patient} onDone={() => setRebinding(false)} />
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <span className={styles.detailLabel}>{label}</span>
      <span>{children}</span>
    </div>
  );
}

function BoundWatch({ watch, onRebind }: { watch: WatchView; onRebind: () => void }) {
  const { ui } = useApp();
  const unbind = useUnbindDevice();
  const onUnbind = async () => {
    const ok = await ui.confirm('解绑后手表将不再上传定位和心率，确定解绑吗？', { confirm: '解绑' });
    if (ok) unbind.mutate(watch.deviceId, { onSuccess: () => ui.toast('手表已解绑') });
  };
  const pos = watch.lastPosition;
  const heart = watch.lastHeartRate;
  return (
    <>
      <section className={styles.card} aria-label="已绑定的手表" data-testid="watch-card">
        <h2 className={styles.cardTitle}>已绑定手表</h2>
        <Row label="设备编号">{watch.deviceSn}</Row>
        <Row label="服务商">{watch.providerLabel}</Row>
        <Row label="紧急联系人">{watch.emergencyName}</Row>
        <Row label="联系电话">{watch.emergencyTel}</Row>
        <Row label="身高/体重">
          {watch.height ?? '-'} cm / {watch.weight ?? '-'} kg
        </Row>
        <Row label="绑定时间">{formatDateTime(watch.boundAt)}</Row>
      </section>
      <section className={styles.card} aria-label="最新数据">
        <h2 className={styles.cardTitle}>最新数据</h2>
        <Row label="最近定位">
          {pos
            ? `${pos.address ?? `${pos.lat.toFixed(5)}, ${pos.lng.toFixed(5)}`} · ${formatDateTime(pos.locatedAt)}`
            : '暂无定位数据'}
        </Row>
        <Row label="最近心率">
          {heart ? `${heart.values.heartRate} 次/分 · ${formatDateTime(heart.measureTime)}` : '暂无心率数据'}
        </Row>
      </section>
      <div className={styles.actions}>
        <Button size="large" shape="rounded" onClick={onRebind}>
          更换手表
        </Button>
        <Button
          size="large"
          shape="rounded"
          color="danger"
          loading={unbind.isPending}
          onClick={() => void onUnbind()}
        >
          解绑
        </Button>
      </div>
    </>
  );
}

function WatchForm({ patient, onDone }: { patient: PatientView; onDone: () => void }) {
  const { ui } = useApp();
  const [form] = Form.useForm<WatchValues>();
  const bindWatch = useBindWatch();

  const onFinish = (values: WatchValues) => {
    const parsed = watchBindBody.safeParse({
      deviceSn: values.deviceSn ?? '',
      deviceSecret: values.deviceSecret ?? '',
      emergencyName: values.emergencyName ?? '',
      emergencyTel: values.emergencyTel ?? '',
      height: values.height?.trim() ? values.height : undefined,
      weight: values.weight?.trim() ? values.weight : undefined,
      patientId: patient.id,
    });
    if (!parsed.success) {
      void ui.alert(parsed.error.issues[0]?.message ?? MSG.invalidInput, MSG.formAlertTitle);
      return;
    }
    bindWatch.mutate(parsed.data, {
      onSuccess: () => {
        form.resetFields();
        ui.toast('手表绑定成功');
        onDone();
      },
    });
  };

  return (
    <div className={`${styles.card} ${styles.form}`}>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={bindWatch.isPending}
          >
            绑定手表
          </Button>
        }
      >
        <Form.Item
          name="deviceSn"
          label="设备编号"
          extra={
            <ScanButton
              testId="scan-device-sn"
              onResult={(text) => form.setFieldsValue({ deviceSn: text })}
            />
          }
        >
          <Input placeholder="请输入设备编号" autoComplete="off" clearable />
        </Form.Item>
        <Form.Item name="deviceSecret" label="设备密钥">
          <Input type="password" placeholder="至少16位" autoComplete="off" clearable />
        </Form.Item>
        <Form.Item name="emergencyName" label="紧急联系人">
          <Input placeholder="请输入姓名" autoComplete="off" clearable />
        </Form.Item>
        <Form.Item name="emergencyTel" label="联系电话">
          <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} clearable />
        </Form.Item>
        <Form.Item name="height" label="身高(cm)">
          <Input inputMode="decimal" placeholder="如 170" clearable />
        </Form.Item>
        <Form.Item name="weight" label="体重(kg)">
          <Input inputMode="decimal" placeholder="如 65" clearable />
        </Form.Item>
      </Form>
    </div>
  );
}
