import {
  ARCHIVE_DIAGNOSIS_SOURCE,
  type ArchiveDiagnosisView,
  type archiveDiagnosisBody,
  type archiveDiagnosisQuery,
  archiveDiseaseName,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest } from '../../lib/errors.ts';
import { type ArchiveDiagnosisRow, archiveDiagnosisPage, insertArchiveDiagnosis } from './archive-repo.ts';

function archiveDiagnosisView(r: ArchiveDiagnosisRow): ArchiveDiagnosisView {
  return {
    id: r.id,
    patientId: r.patientId,
    diseaseType: r.diseaseType,
    diseaseName: r.diseaseName,
    diagnosedAt: r.diagnosedAt.toISOString(),
    hospital: r.hospital,
    remark: r.remark,
    sourceText: ARCHIVE_DIAGNOSIS_SOURCE,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A customer (the route's access) adds a diagnosis to the archive of a patient bound to the account. */
export function addArchiveDiagnosis(ctx: Ctx, body: z.output<typeof archiveDiagnosisBody>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const row = await insertArchiveDiagnosis(tx, {
      projectId: ctx.projectId,
      patientId: body.patientId,
      diseaseType: body.diseaseType ?? null,
      diseaseName: archiveDiseaseName(body),
      diagnosedAt: body.diagnosedAt,
      hospital: body.hospital || null,
      remark: body.remark || null,
      createdByUserId: ctx.userId,
    });
    if (!row) throw badRequest('保存失败');
    return archiveDiagnosisView(row);
  });
}

/** The family-entered diagnoses of a patient the caller sees (customers bound, servicers of the scope). */
export function listArchiveDiagnoses(ctx: Ctx, q: z.output<typeof archiveDiagnosisQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { rows, total } = await archiveDiagnosisPage(tx, q.patientId, q);
    return pageOf(rows.map(archiveDiagnosisView), total, q);
  });
}
