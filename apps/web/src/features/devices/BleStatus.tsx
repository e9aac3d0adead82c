import { Button } from 'antd-mobile';
import type { BluetoothMeasure } from '../../lib/bluetooth/index.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, LoadingState } from '../../ui/StateViews.tsx';

const STATE_TEXT = {
  off: '蓝牙未开启',
  on: '蓝牙已开启',
  scanning: '正在扫描设备…',
  connecting: '正在连接设备…',
  connected: '设备已连接',
  measuring: '测量中，请保持安静…',
} as const;

/** Where the Bluetooth flow is: a spinner while busy, the spec's message on failure, else the state. */
export function BleStatus({ ble, onRetry }: { ble: BluetoothMeasure; onRetry: () => void }) {
  if (ble.message) {
    return (
      <ErrorState message={ble.message} onRetry={onRetry}>
        <span className={styles.meta}>请确认设备已开机并靠近手机</span>
      </ErrorState>
    );
  }
  const name = ble.device?.btName ?? ble.device?.mac ?? '';
  if (ble.state === 'scanning' || ble.state === 'connecting') {
    return (
      <LoadingState text={ble.state === 'connecting' && name ? `正在连接 ${name}…` : STATE_TEXT[ble.state]} />
    );
  }
  if (ble.state === 'measuring') {
    return (
      <div role="status" data-testid="ble-state">
        <LoadingState text={STATE_TEXT.measuring} />
        {name && <div className={styles.meta}>设备：{name}</div>}
        {ble.live?.values.systolic !== undefined && (
          <div className={styles.latest}>
            <span className={styles.big}>{Math.round(ble.live.values.systolic)}</span>
            <span className={styles.unit}>mmHg（袖带压力）</span>
          </div>
        )}
      </div>
    );
  }
  return (
    <div role="status" data-testid="ble-state" className={styles.row}>
      {STATE_TEXT[ble.state]}
      {name && ` · ${name}`}
      {ble.state === 'off' && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          开启
        </Button>
      )}
    </div>
  );
}
