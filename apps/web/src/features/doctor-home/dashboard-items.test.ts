import { describe, expect, it } from 'vitest';
import { filterFromSearch } from '../doctor-patients/url-filter.ts';
import { dashboardItems } from './dashboard-items.ts';

const at = (scope: 'all' | 'mine', key: string) => {
  const item = dashboardItems({ scope }).find((i) => i.key === key);
  if (!item) throw new Error(key);
  return new URL(item.to, 'http://x');
};

describe("the doctor home's dashboard numbers", () => {
  it('open the patient list with the filter of the number applied', () => {
    const due = at('mine', 'followDueToday');
    expect(due.pathname).toBe('/health/doctor/patient/index');
    expect(filterFromSearch(due.searchParams)).toEqual({ scope: 'mine', followDue: 'today' });
    expect(filterFromSearch(at('mine', 'followOverdue').searchParams)).toEqual({
      scope: 'mine',
      followDue: 'overdue',
    });
    expect(filterFromSearch(at('all', 'signed').searchParams)).toEqual({
      scope: 'all',
      contractStatus: 'signed',
    });
    expect(filterFromSearch(at('mine', 'abnormalUnhandled').searchParams)).toEqual({
      scope: 'mine',
      unhandled: '1',
    });
  });

  it('open pending referrals, sickbed applications and the message tab', () => {
    expect(at('mine', 'pendingReferrals').pathname).toBe('/health/doctor/transfer/list');
    expect(at('mine', 'pendingReferrals').searchParams.get('state')).toBe('0');
    expect(at('mine', 'pendingSickbeds').pathname).toBe('/health/doctor/sickbed');
    expect(at('mine', 'unreadMessages').pathname).toBe('/health/doctor/message/index');
  });
});
