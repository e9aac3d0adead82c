import type { DeviceView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { deviceKind, deviceTitle, measureLabel, readingsPath } from './device-text.ts';
import { useMyDevices } from './queries.ts';

/** A device (/health/patient/common/device/:id/detail): its record, its readings, unbind. */
export default function DeviceDetailScreen() {
  const { id } = useParams();
  const devices = useMyDevices();
  const device = devices.data?.find((d) => String(d.id) === id);
  return (
    <main className={styles.page}>
      <PageBar title="设备详情" fallback={MEASURE_PATHS.devices} />
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <ErrorState message={errorMessage(devices.error)} onRetry={() => void devices.refetch()} />
      ) : device ? (
        <Detail device={device} />
      ) : (
        <EmptyState title="设备不存在或已解绑" />
      )}
    </main>
  );
}

function Detail({ device }: { device: DeviceView }) {
  const navigate = useNavigate();
  const rows: Array<[string, string]> = [
    ['设备类型', deviceKind(device)],
    ['测量项目', measureLabel(device.deviceMeasureType)],
    ['序列号', device.serial],
    ['品牌型号', [device.deviceBrand, device.deviceModel].filter(Boolean).join(' ')],
    ['蓝牙名称', device.btName ?? ''],
    ['使用人', device.patientName ?? ''],
    ['绑定时间', device.boundAt ? formatDateTime(device.boundAt) : ''],
  ];
  return (
    <>
      <section className={styles.card} aria-label="设备信息">
        <h2 className={styles.cardTitle}>{deviceTitle(device)}</h2>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <span className={styles.detailLabel}>{label}</span>
            <span>{value || '未填写'}</span>
          </div>
        ))}
      </section>
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => navigate(readingsPath(device))}>
          查看测量数据
        </Button>
        <Button
          size="large"
          shape="rounded"
          color="danger"
          fill="outline"
          onClick={() => navigate(`${MEASURE_PATHS.deviceUnbind}?id=${device.id}`)}
        >
          解绑设备
        </Button>
      </div>
    </>
  );
}
