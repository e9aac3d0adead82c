import type { ContractView, InquiryOrderView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { myDoctors } from './my-doctors.ts';

const contract = (doctorId: number, state: string, startDate: string) =>
  ({
    id: doctorId * 10,
    doctorId,
    doctorName: `医生${doctorId}`,
    state,
    startDate,
  }) as unknown as ContractView;
const inquiry = (doctorId: number | null, createdAt: string) =>
  ({
    id: Math.random(),
    doctorId,
    doctorName: doctorId ? `医生${doctorId}` : null,
    createdAt,
  }) as unknown as InquiryOrderView;

describe('myDoctors', () => {
  it('lists each doctor once, signed doctors first, then by the newest contact', () => {
    const list = myDoctors(
      [contract(1, 'signed', '2026-01-01'), contract(2, 'terminated', '2026-05-01')],
      [
        inquiry(3, '2026-10-01T08:00:00Z'),
        inquiry(1, '2026-03-01T08:00:00Z'),
        inquiry(2, '2026-02-01T08:00:00Z'),
      ],
    );
    expect(list.map((d) => d.doctorId)).toEqual([1, 3, 2]);
    expect(list[0]).toMatchObject({ contracts: [{ doctorId: 1 }], lastAt: '2026-03-01T08:00:00Z' });
    expect(list[0]?.inquiries).toHaveLength(1);
    expect(list[2]?.contracts).toEqual([]);
  });

  it('ignores ended contracts and consultations without a doctor', () => {
    expect(
      myDoctors([contract(5, 'expired', '2025-01-01')], [inquiry(null, '2026-01-01T00:00:00Z')]),
    ).toEqual([]);
  });
});
