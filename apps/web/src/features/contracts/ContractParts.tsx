import type { ContractState, ContractView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import css from './Contracts.module.css';

const COLORS: Record<ContractState, 'primary' | 'success' | 'warning' | 'default' | 'danger'> = {
  pending: 'primary',
  signed: 'success',
  renewal_due: 'warning',
  expired: 'default',
  terminated: 'danger',
};

export function ContractStateTag({ state, label }: { state: ContractState; label: string }) {
  return (
    <Tag color={COLORS[state]} fill="outline" data-testid="contract-state">
      {label}
    </Tag>
  );
}

const SEX = { 1: '男', 2: '女' } as Record<number, string>;

/** 男 · 76岁 */
export function personText(sex: number | null, age: number | null): string {
  return [sex !== null ? SEX[sex] : null, age !== null ? `${age}岁` : null].filter(Boolean).join(' · ');
}

export function awaitingText(c: Pick<ContractView, 'awaiting'>): string | null {
  if (c.awaiting === 'resident') return '等待居民确认';
  if (c.awaiting === 'doctor') return '等待签约医生确认';
  if (c.awaiting === 'both') return '等待签约医生和居民确认';
  return null;
}

/** 2026-08-26 至 2027-08-25（剩余 273 天） */
export function termText(c: Pick<ContractView, 'startDate' | 'endDate' | 'daysLeft' | 'state'>): string {
  const active = c.state === 'pending' || c.state === 'signed' || c.state === 'renewal_due';
  const left = active && c.daysLeft >= 0 ? `（剩余 ${c.daysLeft} 天）` : '';
  return `${c.startDate} 至 ${c.endDate}${left}`;
}

/** One contract in a list; opens its detail. */
export function ContractCard({ contract: c, onOpen }: { contract: ContractView; onOpen: () => void }) {
  const waiting = awaitingText(c);
  return (
    <button type="button" className={css.item} onClick={onOpen} aria-label={`${c.patientName}的签约`}>
      <div className={css.head}>
        <span className={css.name}>
          {c.patientName}
          <span className={css.sub}>{personText(c.sex, c.age)}</span>
        </span>
        <ContractStateTag state={c.state} label={c.stateLabel} />
      </div>
      <div className={css.line}>服务包：{c.servicePacks.join('、')}</div>
      <div className={css.line}>
        签约医生：{c.doctorName}
        {c.teamName ? ` · ${c.teamName}` : ''}
      </div>
      <div className={css.line}>有效期：{termText(c)}</div>
      {waiting && <div className={css.warn}>{waiting}</div>}
      {c.terminateReasonLabel && <div className={css.warn}>解约原因：{c.terminateReasonLabel}</div>}
    </button>
  );
}
