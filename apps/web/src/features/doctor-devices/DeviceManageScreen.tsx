import { DEVICE_APPLICATION_STATES, type MeasurementType } from '@kanghu/shared';
import { Badge, Button, CapsuleTabs, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PagedList } from '../follow/components/PagedList.tsx';
import { Applications } from './Applications.tsx';
import { DeviceCard } from './DeviceCard.tsx';
import css from './DoctorDevices.module.css';
import { MEASURE_OPTIONS } from './measure-options.ts';
import { identifyPath } from './paths.ts';
import { useDeviceApplications, useDoctorDevices } from './queries.ts';

const TYPE_TABS = [{ value: 'all', label: '全部' }, ...MEASURE_OPTIONS];

/**
 * /app/yzh/jiayi/doctor/device/list (设备管理): the devices bound to the org's patients with
 * their newest readings, and the device applications to review (`?tab=apply`).
 */
export default function DeviceManageScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'apply' ? 'apply' : 'devices';
  const pending = useDeviceApplications(DEVICE_APPLICATION_STATES.submitted);
  const waiting = pending.data?.pages[0]?.total ?? 0;
  return (
    <main className={styles.page}>
      <PageBar
        title="设备管理"
        fallback={DOCTOR_PATHS.home}
        right={
          <Button size="mini" color="primary" fill="none" onClick={() => navigate(identifyPath())}>
            识别患者
          </Button>
        }
      />
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })} className={css.tabs}>
        <Tabs.Tab key="devices" title="患者设备" />
        <Tabs.Tab
          key="apply"
          title={
            <Badge content={waiting > 0 ? waiting : null} style={{ '--right': '-0.24rem' }}>
              设备申请
            </Badge>
          }
        />
      </Tabs>
      {tab === 'devices' ? <Devices /> : <Applications />}
    </main>
  );
}

function Devices() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('all');
  const list = useDoctorDevices({
    ...(search ? { search } : {}),
    ...(type === 'all' ? {} : { measureType: type as MeasurementType }),
  });
  const total = list.data?.pages[0]?.total;
  return (
    <>
      <div className={css.toolbar}>
        <SearchBar
          placeholder="患者姓名或设备序列号"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      <CapsuleTabs activeKey={type} onChange={setType} className={css.states}>
        {TYPE_TABS.map((t) => (
          <CapsuleTabs.Tab key={t.value} title={t.label} />
        ))}
      </CapsuleTabs>
      {total !== undefined && total > 0 && <p className={styles.hint}>共 {total} 台设备</p>}
      <PagedList
        query={list}
        label="患者设备"
        empty={search || type !== 'all' ? '没有符合条件的设备' : '本机构患者暂无绑定的设备'}
        render={(d) => <DeviceCard key={d.id} d={d} />}
      />
    </>
  );
}
