import type { PatientListItem } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { DeviceLookup, type NewDevice, NewDeviceFields, SerialSearch } from './DeviceSection.tsx';
import { PatientFinder } from './PatientFinder.tsx';
import { DOCTOR_DEVICE_PATHS, recordPath } from './paths.ts';
import {
  useBindNewDevice,
  useDeviceBySerial,
  useDeviceSpecs,
  useDoctorDevice,
  useMoveDevice,
} from './queries.ts';
import { SecretNotice } from './SecretNotice.tsx';

/**
 * /app/yzh/jiayi/doctor/device/identify/patient[?deviceId=]: which of the org's patients a device
 * measures. The device comes from the device list (更换患者) or is found by its serial (a new one
 * is bound); the patient is found by ID number, phone or name among the org's patients. From then
 * on the device's readings count for that patient; the earlier ones stay with whom they measured.
 */
export default function IdentifyPatientScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const deviceId = Number(params.get('deviceId')) > 0 ? Number(params.get('deviceId')) : null;
  const [serial, setSerial] = useState('');
  const byId = useDoctorDevice(deviceId);
  const bySerial = useDeviceBySerial(deviceId === null ? serial : '');
  const specs = useDeviceSpecs();
  const [fresh, setFresh] = useState<NewDevice>({ measureType: 'bp', bindType: 'nb', specId: null });
  const [picked, setPicked] = useState<PatientListItem | null>(null);
  const [bound, setBound] = useState<{ secret: string; patientId: number; deviceId: number } | null>(null);
  const move = useMoveDevice();
  const bindNew = useBindNewDevice();

  const existing = deviceId !== null ? byId.data : bySerial.data;
  const isNew = deviceId === null && serial !== '' && bySerial.isSuccess && bySerial.data === null;

  const confirm = async () => {
    if (!picked) return;
    if (existing) {
      if (existing.patientId === picked.id) {
        ui.toast('该设备已绑定此患者');
        navigate(recordPath(picked.id, existing.id), { replace: true });
        return;
      }
      const sure = await ui.confirm(
        `将设备 ${existing.serial} 从${existing.patientName ?? '原患者'}更换给${picked.name}？此后该设备的测量数据计入${picked.name}。`,
        { confirm: '确认更换' },
      );
      if (!sure) return;
      move.mutate(
        { deviceId: existing.id, patientId: picked.id },
        {
          onSuccess: () => {
            ui.toast('已更换患者');
            navigate(recordPath(picked.id, existing.id), { replace: true });
          },
        },
      );
      return;
    }
    if (!isNew) return;
    const spec = specs.data?.find((s) => s.id === fresh.specId);
    bindNew.mutate(
      {
        serial,
        patientId: picked.id,
        deviceMeasureType: fresh.measureType,
        bindType: fresh.bindType,
        ...(spec
          ? { specId: spec.id, deviceBrand: spec.brand, deviceModel: spec.model, type: spec.type }
          : {}),
      },
      {
        onSuccess: (d) => {
          ui.toast('设备已绑定');
          setBound({ secret: d.secret, patientId: picked.id, deviceId: d.id });
        },
      },
    );
  };

  if (bound) {
    return (
      <main className={styles.page}>
        <PageBar title="识别患者" fallback={DOCTOR_DEVICE_PATHS.list} />
        <section className={styles.card} aria-label="绑定结果">
          <div className={styles.cardTitle}>设备已绑定给{picked?.name}</div>
          <SecretNotice secret={bound.secret} />
          <Button
            block
            color="primary"
            onClick={() => navigate(recordPath(bound.patientId, bound.deviceId), { replace: true })}
          >
            查看测量记录
          </Button>
        </section>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <PageBar title="识别患者" fallback={DOCTOR_DEVICE_PATHS.list} />
      <section className={styles.card} aria-label="设备">
        <div className={styles.cardTitle}>设备</div>
        {deviceId !== null ? (
          <DeviceLookup query={byId} missing={<EmptyState title="设备不存在或不属于本机构患者" />} />
        ) : (
          <>
            <SerialSearch onSearch={setSerial} />
            {serial !== '' && (
              <DeviceLookup
                query={bySerial}
                missing={<NewDeviceFields value={fresh} onChange={setFresh} />}
              />
            )}
          </>
        )}
      </section>
      <section className={styles.card} aria-label="识别患者">
        <div className={styles.cardTitle}>识别患者</div>
        <PatientFinder picked={picked} onPick={setPicked} />
      </section>
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          disabled={!picked || !(existing || isNew)}
          loading={move.isPending || bindNew.isPending}
          onClick={() => void confirm()}
        >
          {picked ? `确认：由${picked.name}使用` : '请选择患者'}
        </Button>
      </div>
      <p className={styles.hint}>
        {existing
          ? '更换后，该设备新的测量数据计入所选患者；此前的数据仍属于原患者。'
          : '绑定后，该设备的测量数据计入所选患者。'}
      </p>
    </main>
  );
}
