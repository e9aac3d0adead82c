import {
  COMMON_PAGE_CONFIG_KEYS,
  type LegalDoc,
  legalDoc,
  type SampleReport,
  sampleReport,
} from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';
import { ApiError } from '../../lib/request-errors.ts';

/** Query keys of the common pages' stored texts: one per project and config key. */
export const commonPageKeys = {
  stored: (project: string, key: string) => ['common-pages', project, key] as const,
};

/**
 * A stored config value of the project (GET /api/config/:key) checked against its schema; null
 * when the project has none (404), an error when the stored value has the wrong shape.
 */
function useStored<T>(key: string, schema: z.ZodType<T>, broken: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: commonPageKeys.stored(projectKey, key),
    queryFn: async (): Promise<T | null> => {
      try {
        const parsed = schema.safeParse(await api.call(config.value, { params: { key } }, { silent: true }));
        if (!parsed.success) throw new Error(broken);
        return parsed.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The project's privacy policy (configs `privacy_policy`), shown by the sign-in link and the common route. */
export function usePrivacyPolicy() {
  return useStored<LegalDoc>(COMMON_PAGE_CONFIG_KEYS.privacyPolicy, legalDoc, '隐私政策内容有误，请稍后再试');
}

/** The project's sample health report (configs `sample_report`). */
export function useSampleReport() {
  return useStored<SampleReport>(
    COMMON_PAGE_CONFIG_KEYS.sampleReport,
    sampleReport,
    '示例报告内容有误，请稍后再试',
  );
}
