import { useContracts } from '../contracts/queries.ts';
import { useInquiryOrders } from '../inquiry/queries.ts';
import { myDoctors } from './my-doctors.ts';

/** The family's doctors from their contracts and consultations (both lists of the account). */
export function useMyDoctors() {
  const contracts = useContracts({ pageSize: 100 });
  const inquiries = useInquiryOrders('all');
  const failed = contracts.isError ? contracts : inquiries.isError ? inquiries : null;
  return {
    isPending: contracts.isPending || inquiries.isPending,
    error: failed?.error ?? null,
    refetch: () => Promise.all([contracts.refetch(), inquiries.refetch()]),
    data: contracts.data && inquiries.data ? myDoctors(contracts.data.list, inquiries.data.list) : undefined,
  };
}
