import { Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatient } from '../patients/queries.ts';
import { useReferralPatients } from './queries.ts';
import css from './Referral.module.css';
import { personLine } from './ReferralCard.tsx';

export interface PickedPatient {
  id: number;
  label: string;
}

const labelOf = (p: { name: string; sex: number | null; age: number | null }) =>
  personLine(p.name, p.sex, p.age);

function PatientSearch({ onPick }: { onPick: (p: PickedPatient) => void }) {
  const [search, setSearch] = useState('');
  const patients = useReferralPatients(search);
  if (patients.isError) return <ErrorState message={errorMessage(patients.error)} />;
  return (
    <>
      <div style={{ padding: '0.16rem 0.32rem' }}>
        <SearchBar placeholder="搜索患者姓名或手机号" onSearch={setSearch} onClear={() => setSearch('')} />
      </div>
      {patients.isPending ? (
        <LoadingState />
      ) : patients.data.list.length === 0 ? (
        <EmptyState title="没有找到患者" />
      ) : (
        patients.data.list.map((p) => (
          <button
            key={p.id}
            type="button"
            className={css.option}
            onClick={() => onPick({ id: p.id, label: labelOf(p) })}
          >
            {labelOf(p)}
            <span className={css.optionMeta}>{p.tel}</span>
          </button>
        ))
      )}
    </>
  );
}

/**
 * The patient of a new referral: given by `?patientId=` (the follow-up screen links so), else
 * chosen from the doctor's patients.
 */
export function PatientPicker({
  value,
  initialId,
  onChange,
}: {
  value: PickedPatient | null;
  initialId: number | null;
  onChange: (p: PickedPatient) => void;
}) {
  const [open, setOpen] = useState(false);
  const given = usePatient(value === null ? initialId : null);
  const loaded = value === null ? given.data : undefined;
  useEffect(() => {
    if (loaded) onChange({ id: loaded.id, label: labelOf(loaded) });
  }, [loaded, onChange]);
  const text = value?.label ?? (initialId !== null && given.isPending ? '加载中…' : null);
  return (
    <>
      <button
        type="button"
        className={css.pick}
        onClick={() => setOpen(true)}
        data-testid="referral-patient-pick"
      >
        <span className={text ? undefined : css.placeholder}>{text ?? '请选择患者'}</span>
        <span aria-hidden="true">›</span>
      </button>
      {initialId !== null && given.isError && <p className={styles.hint}>{errorMessage(given.error)}</p>}
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.popup} destroyOnClose>
        <div className={styles.popupTitle}>选择患者</div>
        <PatientSearch
          onPick={(p) => {
            onChange(p);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
