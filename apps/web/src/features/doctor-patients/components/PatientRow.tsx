import type { DoctorPatientItem } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from '../DoctorPatients.module.css';
import { readingLine, sexAge, toneClass, whenText } from './reading-text.ts';

/** One patient of the doctor's list: who, groups and tags, the latest reading in its grade colour. */
export function PatientRow({ p, onOpen }: { p: DoctorPatientItem; onOpen: () => void }) {
  const r = p.latestReading;
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-testid="doctor-patient-row">
      <span className={styles.avatar} aria-hidden="true">
        {Array.from(p.name)[0]}
      </span>
      <span className={styles.body}>
        <span className={styles.line}>
          <span className={styles.name}>{p.name}</span>
          <span className={styles.sub}>{sexAge(p.sex, p.age)}</span>
          {p.abnormalRecent && <span className={styles.badge}>7天内异常</span>}
        </span>
        <span className={styles.sub}>
          {[p.tel || '未登记手机', p.doctorName].filter(Boolean).join(' · ')}
        </span>
        {(p.diseases.length > 0 || p.tags.length > 0) && (
          <span className={styles.line}>
            {p.diseases.map((d) => (
              <Tag key={d.type} color={d.type === 1 && d.level === 3 ? 'danger' : 'primary'} fill="outline">
                {d.name}·{d.levelName}
              </Tag>
            ))}
            {p.tags.map((t) => (
              <Tag key={t.id} color="default">
                {t.name}
              </Tag>
            ))}
          </span>
        )}
        <span className={styles.reading}>
          {r ? (
            <>
              {readingLine(r)} <span className={toneClass(r.tone)}>{r.levelLabel}</span> ·{' '}
              {whenText(r.measureTime)}
            </>
          ) : (
            '暂无测量数据'
          )}
        </span>
      </span>
    </button>
  );
}
