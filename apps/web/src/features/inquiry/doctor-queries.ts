import type { DoctorProfileView } from '@kanghu/shared';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { inquiryKeys } from './queries.ts';

/*
 * Calls of other areas (doctors list, doctor profile, doctor services) the inquiry and reserve
 * screens use. They keep their URLs until those areas have contracts; then each becomes that
 * area's hook (the doctor profile: features/doctor-profile/queries.ts `useDoctorQuery`).
 */

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface InquiryFunction {
  id: number;
  doctorId: number;
  inquiryType: number;
  isFree: boolean;
  isOpen: boolean;
  price: number;
}

/** GET /api/doctor: doctors shown to patients. */
export function useDoctors(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.doctors(projectKey, search),
    queryFn: () =>
      api.get<Page<DoctorProfileView>>(
        '/api/doctor',
        { pageSize: 50, search: search || undefined, isShow: '1' },
        { silent: true },
      ),
  });
}

/**
 * GET /api/doctor/:id under the doctor profile's key (`['doctor', project, id]`, the key of
 * features/doctor-profile/queries.ts), so editing the profile refreshes this copy too.
 */
export function useDoctor(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['doctor', projectKey, id ?? 0] as const,
    queryFn: () => api.get<DoctorProfileView>(`/api/doctor/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** The doctor's settings of an inquiry type (1 图文, 2 电话, 3 视频); null when not set up. */
export function useInquiryFunction(doctorId: number | null, type = 1) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.fn(projectKey, doctorId ?? 0, type),
    queryFn: () =>
      api.get<InquiryFunction | null>(
        `/api/doctor/inquiry/function/doctor/${doctorId}/type/${type}`,
        undefined,
        { silent: true },
      ),
    enabled: doctorId !== null,
  });
}

export interface ScheduleSlot {
  id: number;
  doctorId: number;
  date: string;
  segment: string;
  kind: 'online' | 'offline';
  slots: number;
  booked: number;
  price: number;
}

/** A doctor's schedule of one date (online segments are the inquiry appointment times). */
export function useDoctorSchedule(doctorId: number | null, date: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.schedule(projectKey, doctorId ?? 0, date),
    queryFn: () =>
      api.get<ScheduleSlot[]>(
        `/api/doctor/inquiry/schedule/doctor/date/${doctorId}`,
        { date },
        { silent: true },
      ),
    enabled: doctorId !== null,
  });
}
