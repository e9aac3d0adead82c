import type { MeasurementView } from '@kanghu/shared';
import { measurement, patient } from '@kanghu/shared/endpoints';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';
import styles from './DoctorMeasureNotice.module.css';
import { type MeasureNotice, noticeTitle, parseMeasureNotice } from './doctor-notice.ts';
import { formatDateTime, readingText } from './format.ts';

interface Shown {
  notice: MeasureNotice;
  patientName: string | null;
  reading: MeasurementView | null;
}

/** Notices kept on screen at once (newest first). */
const MAX_SHOWN = 3;

/**
 * The doctor's abnormal-reading notices: on FAMILY_DOCTOR_MEASURE_DATA a banner shows at once
 * (grade from the push), then the patient's name and the values once fetched. Mount it once on
 * the doctor's pages (it renders nothing until a push arrives).
 */
export function DoctorMeasureNotice() {
  const { api } = useApp();
  const [shown, setShown] = useState<Shown[]>([]);

  useRealtime('FAMILY_DOCTOR_MEASURE_DATA', (data) => {
    const notice = parseMeasureNotice(data);
    if (!notice) return;
    setShown((list) =>
      [
        { notice, patientName: null, reading: null },
        ...list.filter((s) => s.notice.measurementId !== notice.measurementId),
      ].slice(0, MAX_SHOWN),
    );
    const update = (patch: Partial<Shown>) =>
      setShown((list) =>
        list.map((s) => (s.notice.measurementId === notice.measurementId ? { ...s, ...patch } : s)),
      );
    api
      .call(patient.get, { params: { id: notice.patientId } }, { silent: true })
      .then((p) => update({ patientName: p.name }))
      .catch(() => undefined);
    api
      .call(measurement.get, { params: { id: notice.measurementId } }, { silent: true })
      .then((reading) => update({ reading }))
      .catch(() => undefined);
  });

  if (shown.length === 0) return null;
  const close = (id: number) => setShown((list) => list.filter((s) => s.notice.measurementId !== id));
  return (
    <div className={styles.stack} aria-live="assertive">
      {shown.map(({ notice, patientName, reading }) => (
        <div key={notice.measurementId} className={styles.notice} role="alert" data-testid="measure-notice">
          <div className={styles.body}>
            <div className={styles.title}>
              {patientName ? `${patientName} ` : '患者'}
              {noticeTitle(notice)}
            </div>
            {reading && (
              <div className={styles.meta}>
                {readingText(reading)} · {formatDateTime(reading.measureTime)}
              </div>
            )}
          </div>
          <Button size="mini" fill="none" onClick={() => close(notice.measurementId)} aria-label="关闭提醒">
            ✕
          </Button>
        </div>
      ))}
    </div>
  );
}
