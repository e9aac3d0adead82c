import { Checkbox, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import css from '../Follow.module.css';
import { useOrgPatients } from '../queries.ts';

/** The patients a servicer sees, searched by name; one or many are chosen. */
export function PatientPicker({
  value,
  onChange,
  multiple,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  multiple: boolean;
}) {
  const [search, setSearch] = useState('');
  const patients = useOrgPatients(search);
  const toggle = (id: number, on: boolean) => {
    if (!multiple) return onChange(on ? [id] : []);
    onChange(on ? [...value, id] : value.filter((x) => x !== id));
  };
  return (
    <section className={styles.card} aria-label="选择患者">
      <div className={styles.cardTitle}>
        <span>选择患者</span>
        {multiple && <span className={css.line}>已选 {value.length} 人</span>}
      </div>
      <SearchBar placeholder="搜索姓名" onSearch={setSearch} onClear={() => setSearch('')} />
      {patients.isPending ? (
        <LoadingState />
      ) : patients.isError ? (
        <ErrorState message={errorMessage(patients.error)} onRetry={() => void patients.refetch()} />
      ) : patients.data.list.length === 0 ? (
        <EmptyState title="暂无患者" />
      ) : (
        <div className={css.picker}>
          {patients.data.list.map((p) => (
            <div key={p.id} className={css.kv}>
              <Checkbox checked={value.includes(p.id)} onChange={(on) => toggle(p.id, on)}>
                {p.name}
              </Checkbox>
              <span className={css.line}>
                {p.age !== null ? `${p.age}岁 ` : ''}
                {p.tel}
              </span>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
