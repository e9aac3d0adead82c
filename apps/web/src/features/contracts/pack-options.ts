import {
  BASIC_SERVICE_PACK,
  PRE_SIGN_PACKS,
  SERVICE_PACK_CATEGORIES,
  SERVICE_PACK_CATEGORY,
  type ServicePack,
} from '@kanghu/shared';

/** The packs a doctor adds on top of the basic pack, labelled with their category. */
export function extraPackOptions(exclude: readonly string[] = []) {
  return PRE_SIGN_PACKS.filter((p) => p !== BASIC_SERVICE_PACK && !exclude.includes(p)).map((p) => ({
    value: p,
    label: p,
    description: SERVICE_PACK_CATEGORIES[SERVICE_PACK_CATEGORY[p]],
  }));
}

export type PackValue = ServicePack;
