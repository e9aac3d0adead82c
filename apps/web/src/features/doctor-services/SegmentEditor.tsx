import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import styles from './Services.module.css';

/** The server accepts at most this many segments per inquiry type. */
const MAX_SEGMENTS = 24;

/** Time segments "HH:MM-HH:MM": chips with remove, and two time fields to add one. */
export function SegmentEditor({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { ui } = useApp();
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('12:00');
  const add = () => {
    if (!/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(end)) return ui.toast('请选择时间');
    if (start >= end) return ui.toast('时间段开始须早于结束');
    const segment = `${start}-${end}`;
    if (value.includes(segment)) return ui.toast('时间段不能重复');
    if (value.length >= MAX_SEGMENTS) return ui.toast(`时间段不能超过${MAX_SEGMENTS}个`);
    onChange([...value, segment].sort());
  };
  return (
    <>
      {value.length > 0 && (
        <div className={styles.segments}>
          {value.map((s) => (
            <span key={s} className={styles.segment}>
              {s}
              <button
                type="button"
                aria-label={`删除${s}`}
                onClick={() => onChange(value.filter((x) => x !== s))}
              >
                ×
              </button>
            </span>
          ))}
        </div>
      )}
      <div className={styles.addSegment}>
        <DateTimeField
          precision="time"
          className={styles.time}
          value={start}
          onChange={setStart}
          aria-label="开始时间"
        />
        <span>至</span>
        <DateTimeField
          precision="time"
          className={styles.time}
          value={end}
          onChange={setEnd}
          aria-label="结束时间"
        />
      </div>
      <div className={styles.addButton}>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={add}>
          添加时间段
        </Button>
      </div>
    </>
  );
}
