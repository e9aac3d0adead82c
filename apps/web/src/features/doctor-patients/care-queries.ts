import { careOrders, contract, follow, referral } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** How many rows each section of the patient detail shows (the area's own screen has the rest). */
const SECTION_ROWS = 5;
const first = { pageNo: 1, pageSize: SECTION_ROWS };

/**
 * The other areas' facts about one patient, for the doctor's patient detail: each through the
 * area's own list endpoint filtered by patient (the server checks the viewer sees the patient).
 */
/**
 * Each section mirrors another area's rows, which the doctor changes on that area's screens (a
 * visit recorded, a referral sent or accepted): refetch whenever the detail opens again, so coming
 * back never shows the state of before (the app's 30 s staleTime would keep it).
 */
const SECTION = { refetchOnMount: 'always' } as const;

const careKeys = {
  section: (project: string, area: string, id: number) =>
    ['doctor-patients', project, 'patient', id, area] as const,
};

export function usePatientFollow(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    ...SECTION,
    queryKey: careKeys.section(projectKey, 'follow', id),
    queryFn: async () => {
      const [plans, records] = await Promise.all([
        api.call(follow.list, { query: { ...first, patientId: id } }, { silent: true }),
        api.call(follow.records, { query: { ...first, patientId: id } }, { silent: true }),
      ]);
      return { plans: plans.list, records: records.list, recordTotal: records.total };
    },
  });
}

export function usePatientReferrals(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    ...SECTION,
    queryKey: careKeys.section(projectKey, 'referral', id),
    queryFn: () => api.call(referral.list, { query: { ...first, patientId: id } }, { silent: true }),
  });
}

export function usePatientSickbed(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    ...SECTION,
    queryKey: careKeys.section(projectKey, 'sickbed', id),
    queryFn: async () => {
      const [beds, visits] = await Promise.all([
        api.call(careOrders.sickbedOfPatient, { params: { patientId: id } }, { silent: true }),
        api.call(careOrders.homeVisitList, { query: { ...first, patientId: id } }, { silent: true }),
      ]);
      return { beds: beds.list, visits: visits.list };
    },
  });
}

export function usePatientContracts(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    ...SECTION,
    queryKey: careKeys.section(projectKey, 'contract', id),
    queryFn: () => api.call(contract.list, { query: { ...first, patientId: id } }, { silent: true }),
  });
}
