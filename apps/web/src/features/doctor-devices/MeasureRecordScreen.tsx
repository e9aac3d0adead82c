import { Button, CapsuleTabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ReadingList } from '../measurements/components/ReadingList.tsx';
import { personLine } from '../referral/ReferralCard.tsx';
import css from './DoctorDevices.module.css';
import { recordDeviceLabel } from './device-labels.ts';
import { DOCTOR_DEVICE_PATHS, identifyPath } from './paths.ts';
import { useDeviceRecords } from './queries.ts';

const positive = (v: string | null) => (Number(v) > 0 ? Number(v) : undefined);

/**
 * /app/yzh/jiayi/doctor/device/measure/record?patientId=[&deviceId=]: a patient's readings taken
 * through devices (uploaded or measured over Bluetooth), graded, newest first, by device.
 */
export default function MeasureRecordScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const patientId = positive(params.get('patientId'));
  const deviceId = positive(params.get('deviceId'));
  const records = useDeviceRecords({ patientId: patientId ?? 0, ...(deviceId ? { deviceId } : {}) });
  const bar = <PageBar title="设备测量记录" fallback={DOCTOR_DEVICE_PATHS.list} />;
  if (patientId === undefined) {
    return (
      <main className={styles.page}>
        {bar}
        <EmptyState title="请先识别患者">
          <Button size="small" color="primary" onClick={() => navigate(identifyPath())}>
            识别患者
          </Button>
        </EmptyState>
      </main>
    );
  }
  if (records.isPending)
    return (
      <main className={styles.page}>
        {bar}
        <LoadingState />
      </main>
    );
  if (records.isError)
    return (
      <main className={styles.page}>
        {bar}
        <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
      </main>
    );
  const first = records.data.pages[0];
  const rows = records.data.pages.flatMap((p) => p.list);
  const selectDevice = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('deviceId');
    else next.set('deviceId', key);
    setParams(next, { replace: true });
  };
  return (
    <main className={styles.page}>
      {bar}
      {first && (
        <section className={styles.card} aria-label="患者">
          <div className={styles.cardTitle} data-testid="record-patient">
            {personLine(first.patient.name, first.patient.sex, first.patient.age)}
          </div>
          <InfoRows
            rows={[
              ['身份证号', first.patient.idcard],
              ['联系电话', first.patient.tel],
            ]}
          />
        </section>
      )}
      {first && first.devices.length > 0 && (
        <CapsuleTabs
          activeKey={deviceId ? String(deviceId) : 'all'}
          onChange={selectDevice}
          className={css.states}
        >
          <CapsuleTabs.Tab key="all" title="全部设备" />
          {first.devices.map((d) => (
            <CapsuleTabs.Tab key={String(d.id)} title={recordDeviceLabel(d)} />
          ))}
        </CapsuleTabs>
      )}
      {first && (
        <section className={styles.card} aria-label="统计">
          <div className={styles.stats}>
            <div className={styles.stat}>
              <div className={styles.statValue} data-testid="record-total">
                {first.total}
              </div>
              <div className={styles.statLabel}>测量次数</div>
            </div>
            <div className={styles.stat}>
              <div className={`${styles.statValue} ${first.abnormal > 0 ? styles.abnormal : ''}`}>
                {first.abnormal}
              </div>
              <div className={styles.statLabel}>异常次数</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.statValue}>{first.devices.filter((d) => d.current).length}</div>
              <div className={styles.statLabel}>在用设备</div>
            </div>
          </div>
        </section>
      )}
      {rows.length === 0 ? (
        <EmptyState title="暂无设备测量记录" />
      ) : (
        <ReadingList rows={rows} title="测量记录" />
      )}
      {records.hasNextPage && (
        <div className={css.more}>
          <Button
            size="small"
            loading={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            加载更多
          </Button>
        </div>
      )}
    </main>
  );
}
