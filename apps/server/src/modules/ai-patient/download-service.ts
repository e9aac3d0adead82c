import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { residentOf } from '../../core/district.ts';
import { patients, aiLocalReports as reports } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { UPLOADED_FILE_PATH } from '../files/sanitize.ts';
import { findStoredFile, type StoredFile } from '../files/stored-file-service.ts';
import { inScope, ownPatientIds } from './scope.ts';

const FILE_NOT_FOUND = '未找到该文件';

/**
 * GET common/download: a stored file attached to a record of the district (servicer) or of the
 * customer's own resident. The path must be an uploaded file's exact path of this project
 * (/api/files/<project>/<32 hex>.<ext>) AND be recorded on such a record; nothing else (no
 * traversal, no other project's or district's file) is served.
 */
export async function downloadFile(ctx: Ctx, code: string, filePath: string): Promise<StoredFile> {
  if (!UPLOADED_FILE_PATH.test(filePath)) throw badRequest('文件路径有误');
  const [, , , projectKey, storedName] = filePath.split('/');
  if (projectKey !== ctx.project.key || !storedName) throw notFound(FILE_NOT_FOUND);
  const found = await inScope(ctx, code, async (tx, district, viewer) => {
    const [row] = await tx
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(patients, eq(patients.id, reports.patientId))
      .where(
        and(
          eq(reports.filePath, filePath),
          eq(reports.districtId, district.id),
          residentOf(district),
          viewer.kind === 'customer' ? sql`${patients.id} in ${ownPatientIds(viewer.userId)}` : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  });
  if (!found) throw notFound(FILE_NOT_FOUND);
  return findStoredFile(ctx, projectKey, storedName);
}
