import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { districts } from '../../db/schema/index.ts';

export interface DistrictRow {
  key: string;
  name: string;
  orgCode: string;
  areaCode: string;
  version: 'mongo' | 'informationInnovation';
}

/** The districts of the project (spec 2 section 3: key "02" + areaCode), ordered by key. */
export function listDistricts(tx: Tx): Promise<DistrictRow[]> {
  return tx
    .select({
      key: districts.key,
      name: districts.name,
      orgCode: districts.orgCode,
      areaCode: districts.areaCode,
      version: districts.version,
    })
    .from(districts)
    .orderBy(asc(districts.key));
}
