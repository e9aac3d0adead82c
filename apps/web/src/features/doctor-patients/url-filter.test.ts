import { describe, expect, it } from 'vitest';
import { filterFromSearch, patientListLink } from './url-filter.ts';

describe('the patient list filters in the URL', () => {
  it('reads the dashboard links back as the same filters', () => {
    for (const f of [
      { scope: 'mine', followDue: 'today' },
      { scope: 'mine', followDue: 'overdue' },
      { scope: 'all', contractStatus: 'signed' },
      { scope: 'mine', contractStatus: 'renewal' },
      { scope: 'mine', unhandled: '1' },
    ] as const) {
      const link = patientListLink(f);
      expect(link.startsWith('/health/doctor/patient/index?')).toBe(true);
      expect(filterFromSearch(new URL(link, 'http://x').searchParams)).toEqual(f);
    }
  });

  it('ignores unknown values and other parameters', () => {
    expect(
      filterFromSearch(
        new URLSearchParams('followDue=soon&contractStatus=x&scope=any&unhandled=2&patientId=3'),
      ),
    ).toEqual({});
    expect(patientListLink({})).toBe('/health/doctor/patient/index');
  });
});
