import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { deviceTitle } from './device-text.ts';
import { useMyDevices, useUnbindDevice } from './queries.ts';

/** Unbind a device (/health/patient/common/device/unbind?id=): its uploads stop at once. */
export default function DeviceUnbindScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const devices = useMyDevices();
  const unbind = useUnbindDevice();
  const device = devices.data?.find((d) => String(d.id) === params.get('id'));

  const onUnbind = async (id: number) => {
    const ok = await ui.confirm('解绑后该设备将不再上传测量数据，确定解绑吗？', { confirm: '解绑' });
    if (!ok) return;
    unbind.mutate(id, {
      onSuccess: () => {
        ui.toast('设备已解绑');
        void navigate(MEASURE_PATHS.devices, { replace: true });
      },
    });
  };

  return (
    <main className={styles.page}>
      <PageBar title="解绑设备" fallback={MEASURE_PATHS.devices} />
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <ErrorState message={errorMessage(devices.error)} onRetry={() => void devices.refetch()} />
      ) : !device ? (
        <EmptyState title="设备不存在或已解绑" />
      ) : (
        <>
          <section className={styles.card} aria-label="设备">
            <h2 className={styles.cardTitle}>{deviceTitle(device)}</h2>
            <div className={styles.meta}>序列号 {device.serial}</div>
            {device.patientName && <div className={styles.meta}>使用人 {device.patientName}</div>}
          </section>
          <p className={styles.hint}>
            解绑后，该设备上传的数据将不再记入就诊人的健康记录；已有的历史数据会保留。
          </p>
          <div className={styles.actions}>
            <Button
              color="danger"
              size="large"
              shape="rounded"
              loading={unbind.isPending}
              onClick={() => void onUnbind(device.id)}
            >
              确认解绑
            </Button>
          </div>
        </>
      )}
    </main>
  );
}
