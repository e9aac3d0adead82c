import { type LocalMetadataView, PATIENT_PORT_CLOSED_DISTRICTS } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { inDistrict } from '../../core/district.ts';
import { findBinding } from './bind-repo.ts';

/**
 * GET /api/local/yzh/:localAreaCode/metadata: the district (name, version, org code), the
 * servicer's local user id there, and the feature flags of spec 2 section 6.
 */
export function districtMetadata(ctx: Ctx, code: string): Promise<LocalMetadataView> {
  return inDistrict(ctx, code, async (tx, district) => {
    const binding = await findBinding(tx, ctx.userId);
    const own = binding?.districtId === district.id ? binding : null;
    const features = ctx.project.settings.features;
    return {
      localAreaCode: district.key,
      areaCode: district.areaCode,
      districtName: district.name,
      orgCode: district.orgCode,
      version: district.version,
      localUserId: own?.localUserId ?? null,
      localUsername: own?.localUsername ?? null,
      features: {
        aiHealthBank: features.aiHealthBank,
        localInfo: features.localInfo,
        patientPortClosed: features.patientPortClosed || PATIENT_PORT_CLOSED_DISTRICTS.includes(district.key),
      },
      dataSource: 'platform',
    };
  });
}
