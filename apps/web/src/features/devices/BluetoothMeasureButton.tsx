import type { MeasurementView } from '@kanghu/shared';
import { Button, Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import type { BleResult } from '../../lib/bluetooth/index.ts';
import { useBluetoothMeasure } from '../../lib/bluetooth/index.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, LoadingState } from '../../ui/StateViews.tsx';
import { useAddBloodPressure } from '../measurements/queries.ts';
import { BleStatus } from './BleStatus.tsx';

/** A result's time as the API takes it: the device's China-time text, or ISO for epoch ms. */
function measureTimeOf(result: BleResult): string {
  return typeof result.measureTime === 'number'
    ? new Date(result.measureTime).toISOString()
    : result.measureTime;
}

/**
 * 蓝牙测量 on the blood-pressure screen: runs the Bluetooth flow (scan, connect, measure; Web
 * Bluetooth in a browser, the native bridge in our app) and saves each accepted result at once
 * with source bluetooth. The saved row (with its grade) goes to `onSaved`.
 */
export function BluetoothMeasureButton({
  patientId,
  onSaved,
}: {
  patientId: number;
  onSaved: (row: MeasurementView) => void;
}) {
  const { ui } = useApp();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<MeasurementView | null>(null);
  const add = useAddBloodPressure();
  const seen = useRef(new Set<string>());

  const save = (result: BleResult) => {
    const { systolic, diastolic, heartRate } = result.values;
    if (systolic === undefined || diastolic === undefined) return;
    const key = `${measureTimeOf(result)}|${systolic}|${diastolic}`;
    if (seen.current.has(key)) return;
    seen.current.add(key);
    add.mutate(
      {
        patientId,
        high: Math.round(systolic),
        low: Math.round(diastolic),
        ...(heartRate !== undefined ? { heartRate: Math.round(heartRate) } : {}),
        measureTime: measureTimeOf(result),
        source: 'bluetooth',
      },
      {
        onSuccess: (row) => {
          setSaved(row);
          onSaved(row);
        },
        onError: () => seen.current.delete(key),
      },
    );
  };

  const ble = useBluetoothMeasure('bp', { onResult: save });

  const begin = () => {
    setSaved(null);
    setOpen(true);
    void ble.start();
  };
  const close = () => {
    setOpen(false);
    void ble.stop();
  };

  return (
    <>
      <Button size="large" shape="rounded" color="success" onClick={begin} data-testid="ble-measure">
        蓝牙测量
      </Button>
      <Popup visible={open} onMaskClick={close} bodyClassName={styles.popup} aria-label="蓝牙测量">
        <div className={styles.popupTitle}>蓝牙测量</div>
        <section className={styles.card} aria-live="polite">
          {saved ? (
            <div data-testid="ble-saved">
              <div className={styles.latest}>
                <span className={`${styles.big} ${saved.abnormal ? styles.bigAbnormal : ''}`}>
                  {saved.values.systolic}/{saved.values.diastolic}
                </span>
                <span className={styles.unit}>mmHg</span>
                {saved.values.heartRate !== undefined && (
                  <span className={styles.unit}>心率 {saved.values.heartRate} 次/分</span>
                )}
              </div>
              <div className={styles.meta}>已保存（蓝牙） · {saved.levelLabel}</div>
            </div>
          ) : add.isPending ? (
            <LoadingState text="正在保存测量结果…" />
          ) : add.isError ? (
            <ErrorState
              message="测量结果保存失败"
              onRetry={() => ble.results.at(-1) && save(ble.results.at(-1) as BleResult)}
            />
          ) : (
            <BleStatus ble={ble} onRetry={() => void ble.start()} />
          )}
        </section>
        <p className={styles.hint}>
          请打开血压计并佩戴好袖带。浏览器会弹出设备选择框，请选择您的血压计；在康护App内由App连接设备。
        </p>
        <div className={styles.actions}>
          <Button size="large" shape="rounded" onClick={close}>
            {saved ? '完成' : '取消'}
          </Button>
          {saved && (
            <Button
              size="large"
              shape="rounded"
              color="primary"
              onClick={() => {
                ui.toast('请再次开始测量');
                setSaved(null);
                void ble.start();
              }}
            >
              再测一次
            </Button>
          )}
        </div>
      </Popup>
    </>
  );
}
