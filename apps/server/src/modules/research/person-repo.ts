import { and, eq, or } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { researchGroupUsers, researchProjects } from '../../db/schema/index.ts';
import { projectVisibleTo } from './repo.ts';

/** The pair in which `patientId` is the mother or the child, in a project the viewer sees. */
export async function visibleGroupOfPerson(
  tx: Tx,
  viewer: Viewer,
  researchProjectId: number,
  patientId: number,
) {
  const [row] = await tx
    .select({
      id: researchGroupUsers.id,
      status: researchGroupUsers.status,
      motherPatientId: researchGroupUsers.motherPatientId,
    })
    .from(researchGroupUsers)
    .innerJoin(researchProjects, eq(researchProjects.id, researchGroupUsers.researchProjectId))
    .where(
      and(
        projectVisibleTo(viewer),
        eq(researchGroupUsers.researchProjectId, researchProjectId),
        or(
          eq(researchGroupUsers.motherPatientId, patientId),
          eq(researchGroupUsers.childPatientId, patientId),
        ),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    subject: row.motherPatientId === patientId ? ('mother' as const) : ('child' as const),
  };
}
