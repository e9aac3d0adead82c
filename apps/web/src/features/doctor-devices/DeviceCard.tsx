import { DOCTOR_DEVICE_READING_DAYS, type DoctorDeviceView, relativeTimeText } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { measureLabel } from '../devices/device-text.ts';
import { readingText } from '../measurements/format.ts';
import { personLine } from '../referral/ReferralCard.tsx';
import css from './DoctorDevices.module.css';
import { channelLabel, deviceName } from './device-labels.ts';
import { identifyPath, recordPath } from './paths.ts';

/** One device of the org: its patient (phone masked), newest reading and 30-day count; records, 更换患者. */
export function DeviceCard({ d }: { d: DoctorDeviceView }) {
  const navigate = useNavigate();
  const last = d.lastReading;
  const channel = channelLabel(d);
  return (
    <li className={styles.card} data-testid="doctor-device-card">
      <div className={css.head}>
        <span className={css.title}>{deviceName(d)}</span>
        <Tag color="primary" fill="outline">
          {[measureLabel(d.deviceMeasureType), channel].filter(Boolean).join(' · ')}
        </Tag>
      </div>
      <div className={css.line}>序列号 {d.serial}</div>
      <div className={css.line} data-testid="device-patient">
        使用人 {personLine(d.patientName ?? '', d.patientSex, d.patientAge)} · {d.patientTel}
      </div>
      <div className={css.reading}>
        {last ? (
          <>
            <span>最近测量</span>
            <span className={last.abnormal ? css.abnormal : undefined}>{readingText(last)}</span>
            <Tag
              color={last.abnormal ? 'danger' : last.level === 'normal' ? 'success' : 'warning'}
              fill="outline"
            >
              {last.levelLabel}
            </Tag>
            <time dateTime={last.measureTime} className={css.line}>
              {relativeTimeText(last.measureTime)}
            </time>
          </>
        ) : (
          <span className={css.line}>暂无测量数据</span>
        )}
      </div>
      <div className={css.line}>
        近{DOCTOR_DEVICE_READING_DAYS}天测量 {d.recentReadings} 次
        {d.recentAbnormal > 0 && <span className={css.abnormal}>，异常 {d.recentAbnormal} 次</span>}
      </div>
      <div className={css.actions}>
        <Button size="small" onClick={() => navigate(identifyPath(d.id))}>
          更换患者
        </Button>
        <Button
          size="small"
          color="primary"
          onClick={() => {
            if (d.patientId !== null) navigate(recordPath(d.patientId, d.id));
          }}
        >
          测量记录
        </Button>
      </div>
    </li>
  );
}
