import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf, patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, lungFunctionReports, patients } from '../../db/schema/index.ts';

export type LungReportValues = Omit<
  typeof lungFunctionReports.$inferInsert,
  'id' | 'projectId' | 'createdByUserId' | 'createdAt' | 'updatedAt'
>;

/** The patient the viewer sees with this ID number (any letter case). */
export async function patientByIdcard(tx: Tx, viewer: Viewer, idcard: string) {
  const [p] = await tx
    .select()
    .from(patients)
    .where(and(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`, visibleTo(viewer)))
    .limit(1);
  return p;
}

export async function doctorOrg(tx: Tx, id: number) {
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  return d;
}

const columns = {
  report: lungFunctionReports,
  name: patients.name,
  idcard: patients.idcard,
  doctorName: doctors.name,
};

function selectReports(tx: Tx) {
  return tx
    .select(columns)
    .from(lungFunctionReports)
    .innerJoin(patients, patientOf(lungFunctionReports.patientId))
    .leftJoin(doctors, doctorOf(lungFunctionReports.doctorId));
}

export type LungReportRow = Awaited<ReturnType<typeof selectReports>>[number];

/** One report whose patient the viewer sees. */
export async function visibleReport(tx: Tx, viewer: Viewer, id: number): Promise<LungReportRow | undefined> {
  const [row] = await selectReports(tx)
    .where(and(eq(lungFunctionReports.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

export async function insertReport(
  tx: Tx,
  values: LungReportValues & { projectId: number; createdByUserId: number },
) {
  const [row] = await tx.insert(lungFunctionReports).values(values).returning({ id: lungFunctionReports.id });
  return row;
}

export async function updateReport(tx: Tx, id: number, values: LungReportValues) {
  await tx
    .update(lungFunctionReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lungFunctionReports.id, id));
}

export interface LungFilter {
  patientId?: number | undefined;
  idcard?: string | undefined;
  name?: string | undefined;
}

/** A page of the reports of the patients the viewer sees, newest report time first, and the total. */
export async function reportPage(tx: Tx, viewer: Viewer, f: LungFilter, q: PageQuery) {
  const where: SQL | undefined = and(
    visibleTo(viewer),
    f.patientId === undefined ? undefined : eq(lungFunctionReports.patientId, f.patientId),
    f.idcard ? sql`upper(${patients.idcard}) = ${f.idcard.toUpperCase()}` : undefined,
    f.name ? sql`${patients.name} like ${`%${f.name.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await selectReports(tx)
    .where(where)
    .orderBy(desc(lungFunctionReports.reportTime), desc(lungFunctionReports.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(lungFunctionReports)
    .innerJoin(patients, patientOf(lungFunctionReports.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
