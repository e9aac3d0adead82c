import type { PatientView } from '@kanghu/shared';
import { Button, List, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { MEASURE_PATHS } from '../../app/paths.ts';
import { type BleDevice, type BleDeviceKind, useBluetoothMeasure } from '../../lib/bluetooth/index.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ScanButton } from '../../ui/ScanButton.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/StateViews.tsx';
import { bleSerial, deviceByLabel } from './ble-serial.ts';
import { deviceKind } from './device-text.ts';
import { useBindBleDevice, useMyDevices } from './queries.ts';

const KINDS: BleDeviceKind[] = ['bp', 'bg', 'weight', 'hr', 'spo2', 'temp'];
const KIND_OPTIONS = KINDS.map((value) => ({ value, label: deviceKind({ deviceMeasureType: value }) }));

/**
 * Bluetooth scan (/device/blue/tooth/scan/device?type=bp): finds devices of a kind through the
 * Bluetooth transport (the browser's chooser, or the native app's scan) and binds one to the
 * current patient. Failures show the spec's messages (蓝牙未开启!, 用户拒绝开启蓝牙~, ...).
 */
export default function ScanDeviceScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="扫描蓝牙设备" fallback={MEASURE_PATHS.devices} />
      <PatientScope>{(patient) => <Scan patient={patient} />}</PatientScope>
    </main>
  );
}

function Scan({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') as BleDeviceKind | null;
  const kind: BleDeviceKind = asked && KINDS.includes(asked) ? asked : 'bp';
  const ble = useBluetoothMeasure(kind);
  const mine = useMyDevices();
  const bind = useBindBleDevice();
  const [scanned, setScanned] = useState(false);
  const boundSerials = new Set(
    (mine.data ?? []).filter((d) => d.patientId === patient.id).map((d) => d.serial),
  );

  const scan = () => {
    setScanned(true);
    void ble.scan();
  };

  const onLabel = (text: string) => {
    const device = deviceByLabel(ble.devices, text);
    if (!device) ui.toast('列表中没有该设备，请确认设备已开机后重新扫描');
    else if (boundSerials.has(bleSerial(device))) ui.toast('该设备已绑定');
    else onBind(device);
  };

  const onBind = (device: BleDevice) => {
    bind.mutate(
      {
        serial: bleSerial(device),
        patientId: patient.id,
        deviceMeasureType: kind,
        bindType: 'ble',
        ...(device.btName ? { btName: device.btName.slice(0, 64) } : {}),
        ...(device.mac ? { macAddress: device.mac } : {}),
      },
      {
        onSuccess: (d) => {
          ui.toast(`已绑定到${patient.name}`);
          void navigate(`/health/patient/common/device/${d.id}/detail`);
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="设备类型">
        <h2 className={styles.cardTitle}>设备类型</h2>
        <Selector
          columns={3}
          options={KIND_OPTIONS}
          value={[kind]}
          onChange={(v) => {
            const next = v[0];
            if (next) setParams({ type: next }, { replace: true });
            setScanned(false);
          }}
        />
      </section>
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          loading={ble.state === 'scanning'}
          onClick={scan}
          data-testid="ble-scan"
        >
          {scanned ? '重新扫描' : '开始扫描'}
        </Button>
      </div>
      {ble.state === 'scanning' ? (
        <LoadingState text="正在扫描附近的设备…" />
      ) : ble.message ? (
        <ErrorState message={ble.message} onRetry={scan}>
          <span className={styles.meta}>请打开手机蓝牙和设备电源后重试</span>
        </ErrorState>
      ) : !scanned ? (
        <EmptyState title={`点击“开始扫描”查找附近的${deviceKind({ deviceMeasureType: kind })}`} />
      ) : ble.devices.length === 0 ? (
        <EmptyState title="未扫描到设备数据" />
      ) : (
        <List
          className={styles.list}
          header={
            <span className={styles.row}>
              发现{ble.devices.length}台设备
              <ScanButton testId="ble-scan-label" onResult={onLabel}>
                扫设备条码
              </ScanButton>
            </span>
          }
          aria-label="扫描到的设备"
        >
          {ble.devices.map((d) => {
            const bound = boundSerials.has(bleSerial(d));
            return (
              <List.Item
                key={d.id}
                data-testid="scanned-device"
                description={
                  <div className={styles.rowMeta}>{d.mac ? `MAC ${d.mac}` : `设备标识 ${d.id}`}</div>
                }
                extra={
                  bound ? (
                    <Tag color="success">已绑定</Tag>
                  ) : (
                    <Button size="small" color="primary" loading={bind.isPending} onClick={() => onBind(d)}>
                      绑定
                    </Button>
                  )
                }
              >
                <span className={styles.row}>{d.btName ?? '未命名设备'}</span>
              </List.Item>
            );
          })}
        </List>
      )}
      <p className={styles.hint}>
        在浏览器中使用系统的设备选择框（需支持 Web Bluetooth 的浏览器）；在康护App内由App扫描附近设备。
      </p>
    </>
  );
}
