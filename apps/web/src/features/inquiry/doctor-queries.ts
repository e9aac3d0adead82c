import { doctor } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { inquiryKeys } from './queries.ts';

/*
 * Doctor calls the inquiry and reserve screens use. One doctor (GET /api/doctor/:id) is
 * features/doctor-profile/queries.ts `useDoctorQuery`, a doctor's day schedule its
 * `useDoctorSchedule`: one hook and one query key each.
 */

/** GET /api/doctor: doctors shown to patients. */
export function useDoctors(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.doctors(projectKey, search),
    queryFn: () =>
      api.call(
        doctor.list,
        { query: { pageSize: 50, search: search || undefined, isShow: '1' } },
        { silent: true },
      ),
  });
}

/** The doctor's settings of an inquiry type (1 图文, 2 电话, 3 视频); null when not set up. */
export function useInquiryFunction(doctorId: number | null, type = 1) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.fn(projectKey, doctorId ?? 0, type),
    queryFn: () =>
      api.call(doctor.functionByType, { params: { doctorId: doctorId ?? 0, type } }, { silent: true }),
    enabled: doctorId !== null,
  });
}
