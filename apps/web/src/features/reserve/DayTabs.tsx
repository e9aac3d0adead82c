import { Tabs } from 'antd-mobile';
import type { BookableDay } from './dates.ts';
import styles from './Reserve.module.css';

/** The bookable days as tabs: 今天 / 明天 / weekday over MM-DD. */
export function DayTabs({
  days,
  value,
  onChange,
}: {
  days: BookableDay[];
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <Tabs className={styles.days} activeKey={value} onChange={onChange} aria-label="就诊日期">
      {days.map((d) => (
        <Tabs.Tab
          key={d.date}
          title={
            <span>
              {`${d.label} `}
              <span className={styles.dayShort}>{d.short}</span>
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
