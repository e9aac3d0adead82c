import type { CheckCurveKey } from '@kanghu/shared';
import { aiResidents } from '@kanghu/shared/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import type { AiDistrict } from './context.ts';
import { aiKeys } from './queries.ts';

const key = (project: string, d: AiDistrict, ...rest: unknown[]) => [
  ...aiKeys.district(project, d.localAreaCode),
  'resident',
  ...rest,
];

/** GET patient/list (search by name, ID number or phone). */
export function useResidents(d: AiDistrict, pageNo: number, search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, 'list', pageNo, search),
    queryFn: () =>
      api.call(
        aiResidents.list,
        { params: { localAreaCode: d.localAreaCode }, query: { pageNo, search } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET patient/info. */
export function useResidentInfo(d: AiDistrict, patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, patientId, 'info'),
    queryFn: () =>
      api.call(
        aiResidents.info,
        { params: { localAreaCode: d.localAreaCode }, query: { patientId } },
        { silent: true },
      ),
  });
}

/** GET path/node/patient/detail (the year's nodes). */
export function useManagePath(d: AiDistrict, patientId: number, year: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, patientId, 'path', year),
    queryFn: () =>
      api.call(
        aiResidents.pathDetail,
        { params: { localAreaCode: d.localAreaCode }, query: { patientId, year } },
        { silent: true },
      ),
  });
}

/** GET check/after. */
export function useCheckAfter(d: AiDistrict, patientId: number, pageNo: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, patientId, 'checks', pageNo),
    queryFn: () =>
      api.call(
        aiResidents.checkAfter,
        { params: { localAreaCode: d.localAreaCode }, query: { patientId, pageNo } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET check/curve/:key. */
export function useCheckCurve(d: AiDistrict, patientId: number, item: CheckCurveKey) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, patientId, 'curve', item),
    queryFn: () =>
      api.call(
        aiResidents.checkCurve,
        { params: { localAreaCode: d.localAreaCode, key: item }, query: { patientId } },
        { silent: true },
      ),
  });
}

/** GET physics/sign/list. */
export function usePhysicsSigns(d: AiDistrict, patientId: number, pageNo: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, patientId, 'signs', pageNo),
    queryFn: () =>
      api.call(
        aiResidents.physicsSigns,
        { params: { localAreaCode: d.localAreaCode }, query: { patientId, pageNo } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
