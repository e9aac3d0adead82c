import type { AuditPage, AuditTrailQuery } from '@kanghu/shared';
import { audit } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the audit trail: a patient's access records, the administrator's trail. */
export const auditKeys = {
  all: ['audit'] as const,
  patient: (project: string, patientId: number) => ['audit', project, 'patient', patientId] as const,
  trail: (project: string, filter: TrailFilter) => ['audit', project, 'trail', filter] as const,
};

export type TrailFilter = Omit<AuditTrailQuery, 'pageNo' | 'pageSize'>;

const nextPage = (last: AuditPage) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Who else opened this patient's records, page by page (newest first). */
export function usePatientAccess(patientId: number) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: auditKeys.patient(projectKey, patientId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(audit.patientAccess, { query: { patientId, pageNo: pageParam } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

/** The administrator's trail with its filter, page by page. */
export function useAuditTrail(filter: TrailFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: auditKeys.trail(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(audit.trail, { query: { ...filter, pageNo: pageParam } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

/** Downloads everything stored about one patient as a JSON file (PIPL art. 45). */
export function useExportPatient() {
  const { api } = useApp();
  return useMutation({
    mutationFn: async (patientId: number) => {
      const { blob, filename } = await api.download(audit.exportPatient, { params: { patientId } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return filename;
    },
  });
}
