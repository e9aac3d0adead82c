import type { PatientListItem } from '@kanghu/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { IdCardScan } from '../../ui/IdCardScan.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { personLine } from '../referral/ReferralCard.tsx';
import css from './DoctorDevices.module.css';
import { useIdentifyPatients } from './queries.ts';

/**
 * 识别患者: the org's patients found by a whole ID number (typed or read from a photo of the card),
 * a whole phone number or a name fragment, shown masked; one is picked.
 */
export function PatientFinder({
  picked,
  onPick,
}: {
  picked: PatientListItem | null;
  onPick: (p: PatientListItem) => void;
}) {
  const [value, setValue] = useState('');
  const [search, setSearch] = useState('');
  const found = useIdentifyPatients(search);
  const submit = () => setSearch(value.trim().toUpperCase());
  /** The ID-card photo fills the field and searches at once. */
  const fromPhoto = {
    setFieldsValue: (v: Record<string, unknown>) => {
      if (typeof v.q !== 'string') return;
      setValue(v.q);
      setSearch(v.q.toUpperCase());
    },
  };
  return (
    <>
      <div className={css.searchRow}>
        <Input
          aria-label="身份证号、手机号或姓名"
          placeholder="身份证号、手机号或姓名"
          value={value}
          onChange={setValue}
          onEnterPress={submit}
          clearable
        />
        <Button size="small" color="primary" onClick={submit} disabled={value.trim() === ''}>
          查找
        </Button>
      </div>
      <div style={{ marginTop: '0.16rem' }}>
        <IdCardScan form={fromPhoto} idcardField="q" />
      </div>
      {search === '' ? null : found.isPending ? (
        <LoadingState />
      ) : found.isError ? (
        <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
      ) : found.data.list.length === 0 ? (
        <EmptyState title="本机构患者中未找到，请核对后重试" />
      ) : (
        <ul aria-label="查找结果" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {found.data.list.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={`${css.option} ${picked?.id === p.id ? css.optionOn : ''}`}
                aria-pressed={picked?.id === p.id}
                onClick={() => onPick(p)}
                data-testid="identify-patient-option"
              >
                <span className={`${css.title} ${css.block}`}>{personLine(p.name, p.sex, p.age)}</span>
                <span className={`${css.line} ${css.block}`}>身份证 {p.idcard || '未登记'}</span>
                <span className={`${css.line} ${css.block}`}>电话 {p.tel || '未登记'}</span>
                {p.doctorName && <span className={`${css.line} ${css.block}`}>责任医生 {p.doctorName}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
