import { AI_STORAGE_KEYS, type AiVersion } from '@kanghu/shared';
import { useEffect } from 'react';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { saveLocalUserId } from '../../lib/headers.ts';
import { useDistrictMetadata, useLocalBinding } from './queries.ts';

/** The servicer's district context, once loaded. */
export interface AiDistrict {
  /** "02" + areaCode: the value every AI call puts in :localAreaCode. */
  localAreaCode: string;
  version: AiVersion;
  localUserId: string;
  districtName: string;
  orgCode: string;
}

export type AiContextState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'unbound' }
  | { status: 'ready'; district: AiDistrict };

/**
 * Spec 3 section 4: after a servicer signs in, the local user id and region code are loaded (their
 * district binding, GET /api/doctor/yzh/bind); the region code ("02" + areaCode) maps to the org
 * code (GET .../metadata). The local user id is kept per project for the LocalUserId header of the
 * district calls (lib/headers.ts), the area code under AI_STORAGE_KEYS.localAreaCode.
 */
export function useAiDistrict(): AiContextState {
  const { storage, projectKey } = useApp();
  const session = useSession();
  const servicer = session.data?.user.userType === 'servicer';
  const binding = useLocalBinding(servicer);
  const bound = binding.data ?? null;
  const metadata = useDistrictMetadata(bound?.localAreaCode ?? null);

  useEffect(() => {
    if (binding.isSuccess) {
      saveLocalUserId(storage, projectKey, bound?.localUserId ?? '');
      const key = storage.scoped(projectKey, AI_STORAGE_KEYS.localAreaCode);
      if (bound) storage.set(key, bound.localAreaCode);
      else storage.remove(key);
    }
  }, [binding.isSuccess, bound, storage, projectKey]);

  if (session.isError || binding.isError || metadata.isError) {
    return {
      status: 'error',
      retry: () => {
        void binding.refetch();
        void metadata.refetch();
      },
    };
  }
  if (binding.isSuccess && !bound) return { status: 'unbound' };
  if (!metadata.data || !bound) return { status: 'loading' };
  return {
    status: 'ready',
    district: {
      localAreaCode: metadata.data.localAreaCode,
      version: metadata.data.version,
      localUserId: bound.localUserId,
      districtName: metadata.data.districtName,
      orgCode: metadata.data.orgCode,
    },
  };
}
