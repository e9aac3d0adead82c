import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import { doctorOf, PATIENT_DOCTOR_NAMES, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, homeVisits, patients, sickbedApplications, users } from '../../db/schema/index.ts';
import { sickbedVisibleTo } from './sickbed-repo.ts';

export type HomeVisitRow = typeof homeVisits.$inferSelect;

const recorders = aliasedTable(users, 'recorder');

/** Visits with the names shown beside them, over the rows the viewer sees. */
function selectVisits(tx: Tx) {
  return tx
    .select({
      v: homeVisits,
      ...PATIENT_DOCTOR_NAMES,
      bedNo: sickbedApplications.bedNo,
      recorderName: recorders.name,
    })
    .from(homeVisits)
    .innerJoin(patients, patientOf(homeVisits.patientId))
    .leftJoin(sickbedApplications, eq(sickbedApplications.id, homeVisits.sickbedId))
    .leftJoin(doctors, doctorOf(homeVisits.doctorId))
    .leftJoin(recorders, eq(recorders.id, homeVisits.recordedByUserId));
}
export type HomeVisitWithNames = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number];

/**
 * The visits a viewer sees: those of the patients they see, and for servicers those of the beds
 * of their org (sickbedVisibleTo over the visit's bed).
 */
const visitVisibleTo = (viewer: Viewer): SQL => sickbedVisibleTo(viewer);

export async function homeVisitPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; sickbedId?: number | undefined },
  q: PageQuery,
) {
  const where = and(
    visitVisibleTo(viewer),
    f.patientId !== undefined ? eq(homeVisits.patientId, f.patientId) : undefined,
    f.sickbedId !== undefined ? eq(homeVisits.sickbedId, f.sickbedId) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await selectVisits(tx)
    .where(where)
    .orderBy(desc(homeVisits.startTime), desc(homeVisits.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(homeVisits)
    .innerJoin(patients, eq(patients.id, homeVisits.patientId))
    .leftJoin(sickbedApplications, eq(sickbedApplications.id, homeVisits.sickbedId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function visibleHomeVisit(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await selectVisits(tx)
    .where(and(eq(homeVisits.id, id), visitVisibleTo(viewer)))
    .limit(1);
  return row;
}

export async function homeVisitById(tx: Tx, id: number) {
  const [row] = await selectVisits(tx).where(eq(homeVisits.id, id)).limit(1);
  return row;
}

export async function insertHomeVisit(tx: Tx, values: typeof homeVisits.$inferInsert) {
  const [row] = await tx.insert(homeVisits).values(values).returning({ id: homeVisits.id });
  return row;
}

export async function updateHomeVisit(tx: Tx, id: number, set: Partial<typeof homeVisits.$inferInsert>) {
  await tx.update(homeVisits).set(set).where(eq(homeVisits.id, id));
}

/** A doctor (not an assistant) of the project, with their org. */
export async function visitingDoctor(tx: Tx, id: number) {
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  return d;
}

/** Every home visit of a patient, newest first (the caller checked the patient). */
export async function homeVisitsOfPatient(tx: Tx, patientId: number): Promise<HomeVisitWithNames[]> {
  return selectVisits(tx)
    .where(eq(homeVisits.patientId, patientId))
    .orderBy(desc(homeVisits.startTime), desc(homeVisits.id));
}
