import type { DoctorDeviceView, MeasurementType } from '@kanghu/shared';
import { Button, Input, Selector } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { personLine } from '../referral/ReferralCard.tsx';
import css from './DoctorDevices.module.css';
import { channelLabel, deviceName } from './device-labels.ts';
import { MEASURE_OPTIONS, specOptions } from './measure-options.ts';
import { useDeviceSpecs } from './queries.ts';

/** A device not yet known: what the bind needs besides the serial. */
export interface NewDevice {
  measureType: MeasurementType;
  bindType: 'nb' | 'ble';
  specId: number | null;
}

const CHANNELS = [
  { value: 'nb', label: 'NB-IoT 直传' },
  { value: 'ble', label: '蓝牙（经手机）' },
];

/** The device being identified, with its current patient. */
export function DeviceSummary({ d }: { d: DoctorDeviceView }) {
  return (
    <div data-testid="identify-device">
      <div className={css.title}>{deviceName(d)}</div>
      <div className={css.line}>
        序列号 {d.serial}
        {channelLabel(d) && ` · ${channelLabel(d)}`}
      </div>
      <div className={css.line}>
        当前使用人 {personLine(d.patientName ?? '', d.patientSex, d.patientAge)} · {d.patientTel}
      </div>
    </div>
  );
}

/** A device query's loading and error states, the device, or `missing` when none was found. */
export function DeviceLookup(props: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: DoctorDeviceView | null | undefined;
    refetch: () => unknown;
  };
  missing: ReactNode;
}) {
  const q = props.query;
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (!q.data) return <>{props.missing}</>;
  return <DeviceSummary d={q.data} />;
}

/** The serial typed (or read off the device) and 查找. */
export function SerialSearch({ onSearch }: { onSearch: (serial: string) => void }) {
  const [value, setValue] = useState('');
  const submit = () => onSearch(value.trim().toUpperCase());
  return (
    <div className={css.searchRow}>
      <Input
        aria-label="设备序列号"
        placeholder="输入设备序列号"
        value={value}
        onChange={setValue}
        onEnterPress={submit}
        clearable
      />
      <Button size="small" color="primary" onClick={submit} disabled={!/^[\w:.-]{1,64}$/.test(value.trim())}>
        查找
      </Button>
    </div>
  );
}

/** A serial the org's patients do not use yet: measure type, how it uploads, and its model. */
export function NewDeviceFields({ value, onChange }: { value: NewDevice; onChange: (v: NewDevice) => void }) {
  const specs = useDeviceSpecs();
  const options = specOptions(specs.data, value.measureType);
  return (
    <div data-testid="new-device">
      <p className={styles.hint} style={{ margin: '0.12rem 0' }}>
        本机构患者中未找到该序列号，将作为新设备绑定。
      </p>
      <div className={css.line}>测量类型</div>
      <Selector
        options={MEASURE_OPTIONS}
        columns={4}
        value={[value.measureType]}
        onChange={(v) => v[0] && onChange({ ...value, measureType: v[0], specId: null })}
      />
      <div className={css.line}>连接方式</div>
      <Selector
        options={CHANNELS}
        columns={2}
        value={[value.bindType]}
        onChange={(v) => v[0] && onChange({ ...value, bindType: v[0] as NewDevice['bindType'] })}
      />
      {options.length > 0 && (
        <>
          <div className={css.line}>设备型号（选填）</div>
          <Selector
            options={options}
            columns={1}
            value={value.specId === null ? [] : [String(value.specId)]}
            onChange={(v) => onChange({ ...value, specId: v[0] ? Number(v[0]) : null })}
          />
        </>
      )}
    </div>
  );
}
