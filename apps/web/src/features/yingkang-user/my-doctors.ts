import type { ContractView, InquiryOrderView } from '@kanghu/shared';

const LIVE_CONTRACT = new Set(['pending', 'signed', 'renewal_due']);

/** One of the family's own doctors and why: signed contracts and consultations with them. */
export interface MyDoctor {
  doctorId: number;
  name: string;
  /** The contracts still in force (pending, signed, renewal due) with this doctor. */
  contracts: ContractView[];
  inquiries: InquiryOrderView[];
  /** Newest time the family had to do with the doctor (contract start or consultation). */
  lastAt: string;
}

/**
 * The family's doctors: the doctors of their contracts in force and of their consultations,
 * each once, signed doctors first, then by the newest contact.
 */
export function myDoctors(
  contracts: readonly ContractView[],
  inquiries: readonly InquiryOrderView[],
): MyDoctor[] {
  const byId = new Map<number, MyDoctor>();
  const entry = (doctorId: number, name: string, at: string) => {
    const found = byId.get(doctorId) ?? { doctorId, name, contracts: [], inquiries: [], lastAt: at };
    if (at > found.lastAt) found.lastAt = at;
    byId.set(doctorId, found);
    return found;
  };
  for (const c of contracts) {
    if (LIVE_CONTRACT.has(c.state)) entry(c.doctorId, c.doctorName, c.startDate).contracts.push(c);
  }
  for (const o of inquiries) {
    if (o.doctorId !== null) entry(o.doctorId, o.doctorName ?? '医生', o.createdAt).inquiries.push(o);
  }
  return [...byId.values()].sort(
    (a, b) =>
      Number(b.contracts.length > 0) - Number(a.contracts.length > 0) || b.lastAt.localeCompare(a.lastAt),
  );
}
