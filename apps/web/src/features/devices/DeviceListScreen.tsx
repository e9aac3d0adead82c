import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { devicePath, PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { deviceTitle, measureLabel } from './device-text.ts';
import { DEVICE_PATHS } from './paths.ts';
import { useMyDevices } from './queries.ts';

/** My devices (/health/patient/common/device/list): every device of the account's patients. */
export default function DeviceListScreen() {
  const navigate = useNavigate();
  const devices = useMyDevices();
  return (
    <main className={styles.page}>
      <PageBar title="我的设备" fallback={PATIENT_PATHS.home} />
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" onClick={() => navigate(DEVICE_PATHS.scan)}>
          添加蓝牙设备
        </Button>
        <Button size="large" shape="rounded" onClick={() => navigate(DEVICE_PATHS.watch)}>
          智能手表
        </Button>
      </div>
      {devices.isPending ? (
        <LoadingState />
      ) : devices.isError ? (
        <ErrorState message={errorMessage(devices.error)} onRetry={() => void devices.refetch()} />
      ) : devices.data.length === 0 ? (
        <EmptyState title="暂无绑定的设备" />
      ) : (
        <List className={styles.list} header={`共${devices.data.length}台设备`} aria-label="设备列表">
          {devices.data.map((d) => (
            <List.Item
              key={d.id}
              data-testid="device-row"
              onClick={() => navigate(devicePath(d.id))}
              description={
                <div className={styles.rowMeta}>
                  <div>序列号 {d.serial}</div>
                  <div>
                    {d.patientName ? `使用人 ${d.patientName}` : '未绑定就诊人'}
                    {d.boundAt && ` · ${formatDateTime(d.boundAt)}绑定`}
                  </div>
                </div>
              }
              extra={
                <Tag color="primary" fill="outline">
                  {measureLabel(d.deviceMeasureType)}
                </Tag>
              }
            >
              <span className={styles.row}>{deviceTitle(d)}</span>
            </List.Item>
          ))}
        </List>
      )}
    </main>
  );
}
