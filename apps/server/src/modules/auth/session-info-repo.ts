import {
  DEFAULT_METADATA,
  type DoctorView,
  type MetadataDictionaries,
  normalizeMetadata,
  type PatientView,
  type SessionInfo,
} from '@kanghu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { configs, doctors, orgs, patientRelations, patients, users } from '../../db/schema/index.ts';
import { toPatientView, toUserView } from './views.ts';

/**
 * The session user info of spec 2 section 3 but the token: the active user, their patients
 * (customers) or doctor row (servicers), the project's metadata dictionaries. Null for a user
 * who is not active.
 */
export async function loadSessionUser(
  tx: Tx,
  projectKey: string,
  userId: number,
): Promise<Omit<SessionInfo, 'token'> | null> {
  const [row] = await tx
    .select({ user: users, orgCode: orgs.code })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .limit(1);
  if (!row) return null;
  const user = toUserView(row.user, row.orgCode);
  let patientList: PatientView[] = [];
  let doctor: DoctorView | null = null;
  if (row.user.userType === 'customer') {
    const rows = await tx
      .select({ p: patients, relation: patientRelations.relation })
      .from(patientRelations)
      .innerJoin(patients, eq(patients.id, patientRelations.patientId))
      .where(eq(patientRelations.userId, userId))
      .orderBy(asc(patientRelations.sort), asc(patientRelations.id));
    patientList = rows.map((r) => toPatientView(r.p, r.relation));
  } else {
    const [d] = await tx.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
    if (d)
      doctor = {
        id: d.id,
        name: d.name,
        orgCode: row.orgCode,
        title: d.title,
        departmentId: d.departmentId,
      };
  }
  const [meta] = await tx.select().from(configs).where(eq(configs.key, 'metadata')).limit(1);
  const metadata = normalizeMetadata({
    ...DEFAULT_METADATA,
    ...((meta?.value as MetadataDictionaries) ?? {}),
  });
  return { user, patientList, patient: patientList[0] ?? null, doctor, metadata, project: projectKey };
}
