import { REGION_CODE_PREFIX } from '@kanghu/shared';
import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { aiLocalBindings, districts, orgs, patients } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import type { PatientRow, Viewer } from './access.ts';
import type { Ctx } from './context.ts';

/**
 * District scope of the AI platform (issue 16): every call under /api/local/yzh/:localAreaCode/
 * names a district of the project (table `districts`, spec 2 section 3: key "02" + areaCode). The
 * residents of a district are the project's patients whose org lies in it (orgs.area_code); a
 * servicer works in a district when their org lies in it, when they bound a local account of it
 * (ai_local_bindings), or when they hold a project-wide role (admin, staff). Anything else answers
 * NOT FOUND, like another project's district.
 */
export interface District {
  id: number;
  /** "02" + areaCode. */
  key: string;
  name: string;
  orgCode: string;
  areaCode: string;
  version: 'mongo' | 'informationInnovation';
}

export const DISTRICT_NOT_FOUND = '未找到该地区';
export const RESIDENT_NOT_FOUND = '未找到该居民';

const DISTRICT_COLUMNS = {
  id: districts.id,
  key: districts.key,
  name: districts.name,
  orgCode: districts.orgCode,
  areaCode: districts.areaCode,
  version: districts.version,
};

/**
 * The district a URL's :localAreaCode names: the key ("02" + areaCode), the bare areaCode, or the
 * district's org code (older calls put :orgCode in the same place). Null when none matches.
 */
export async function findDistrict(tx: Tx, code: string): Promise<District | null> {
  const [row] = await tx
    .select(DISTRICT_COLUMNS)
    .from(districts)
    .where(
      or(eq(districts.key, code), eq(districts.key, REGION_CODE_PREFIX + code), eq(districts.orgCode, code)),
    )
    .orderBy(sql`${districts.key} = ${code} desc`, districts.key)
    .limit(1);
  return row ?? null;
}

/** The district by id (a binding's district). */
export async function districtById(tx: Tx, id: number): Promise<District | null> {
  const [row] = await tx.select(DISTRICT_COLUMNS).from(districts).where(eq(districts.id, id)).limit(1);
  return row ?? null;
}

/** True when the viewer works in the district (their org lies in it, a local binding, or a project-wide role). */
export async function worksIn(tx: Tx, viewer: Viewer, district: District): Promise<boolean> {
  if (viewer.kind === 'project') return true;
  if (viewer.kind !== 'org') return false;
  const rows = await tx.execute<{ ok: number }>(sql`
    select 1 as ok from ${orgs} where ${orgs.id} = ${viewer.orgId} and ${orgs.areaCode} = ${district.areaCode}
    union all
    select 1 from ${aiLocalBindings}
     where ${aiLocalBindings.userId} = ${viewer.userId} and ${aiLocalBindings.districtId} = ${district.id}
    limit 1`);
  return rows.rows.length > 0;
}

/**
 * The district of the URL if the signed-in servicer works in it; 404 otherwise (also for an
 * unknown code or another project's district). Call inside `ctx.inTenant`.
 */
export async function servicerDistrict(ctx: Ctx, tx: Tx, code: string): Promise<District> {
  const district = await findDistrict(tx, code);
  if (!district) throw notFound(DISTRICT_NOT_FOUND);
  if (!(await worksIn(tx, await ctx.viewer(tx), district))) throw notFound(DISTRICT_NOT_FOUND);
  return district;
}

/** SQL: the ids of the orgs that lie in the district (index orgs_area_idx). */
export function districtOrgIds(district: District): SQL {
  return sql`(select ${orgs.id} from ${orgs} where ${orgs.areaCode} = ${district.areaCode})`;
}

/**
 * SQL condition "this row is of a resident of the district", over a column holding the patient's
 * org id (patients.org_id by default, or patient_summaries.org_id: both indexed per org).
 */
export function residentOf(district: District, orgColumn: AnyColumn = patients.orgId): SQL {
  return sql`${orgColumn} in ${districtOrgIds(district)}`;
}

/**
 * The resident with this ID number in the district, or 404 (also when the person is a patient of
 * the project outside the district). Uses the unique (project_id, idcard) index. Records the
 * patient as opened for the audit trail.
 */
export async function districtResident(
  tx: Tx,
  viewer: Viewer,
  district: District,
  idcard: string,
): Promise<PatientRow> {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.idcard, idcard.toUpperCase()), residentOf(district)))
    .limit(1);
  if (!row) throw notFound(RESIDENT_NOT_FOUND);
  viewer.opened?.add(row.id);
  return row;
}

/** The resident by patient id in the district, or 404. */
export async function districtResidentById(
  tx: Tx,
  viewer: Viewer,
  district: District,
  patientId: number,
): Promise<PatientRow> {
  const [row] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), residentOf(district)))
    .limit(1);
  if (!row) throw notFound(RESIDENT_NOT_FOUND);
  viewer.opened?.add(row.id);
  return row;
}

/** The resident named by ID number or patient id (one is given: the schemas refuse neither), or 404. */
export function districtResidentBy(
  tx: Tx,
  viewer: Viewer,
  district: District,
  key: { idcard?: string | undefined; patientId?: number | undefined },
): Promise<PatientRow> {
  if (key.idcard !== undefined) return districtResident(tx, viewer, district, key.idcard);
  return districtResidentById(tx, viewer, district, key.patientId ?? 0);
}

/**
 * The one wrapper of a district call: one transaction under row-level security, the district
 * checked for the servicer, then `fn(tx, district, viewer)`.
 */
export function inDistrict<T>(
  ctx: Ctx,
  code: string,
  fn: (tx: Tx, district: District, viewer: Viewer) => Promise<T>,
): Promise<T> {
  return ctx.inTenant(async (tx) => {
    const district = await servicerDistrict(ctx, tx, code);
    return fn(tx, district, await ctx.viewer(tx));
  });
}

/** The district the org lies in (orgs.area_code = districts.area_code), or null. */
export async function districtOfOrg(tx: Tx, orgId: number | null): Promise<District | null> {
  if (orgId === null) return null;
  const [row] = await tx
    .select(DISTRICT_COLUMNS)
    .from(orgs)
    .innerJoin(districts, and(eq(districts.areaCode, orgs.areaCode), eq(districts.projectId, orgs.projectId)))
    .where(eq(orgs.id, orgId))
    .orderBy(districts.key)
    .limit(1);
  return row ?? null;
}
