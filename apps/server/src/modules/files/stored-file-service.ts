import { stat } from 'node:fs/promises';
import path from 'node:path';
import { QUESTION_LINK_FILE_CATEGORY } from '@kanghu/shared';
import { type OpenCtx, openContextIn } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { nameForType, projectDir } from './upload-service.ts';
import { findUpload } from './uploads-repo.ts';

/** "bytes=a-b" / "bytes=a-" / "bytes=-n" of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export interface StoredFile {
  /** Where it is on disk. */
  file: string;
  size: number;
  /** The sniffed type of the content (recorded at upload). */
  mime: string;
  /** The display name, with the extension of the sniffed type. */
  name: string;
  etag: string;
}

/**
 * A stored file of `projectKey` (open: names are 128-bit random). An unknown project or a name
 * not recorded for that project answer 404.
 */
export async function findStoredFile(
  ctx: OpenCtx,
  projectKey: string,
  storedName: string,
): Promise<StoredFile> {
  const project = await ctx.services.projects.byKey(projectKey);
  if (!project) throw notFound();
  const row = await openContextIn(ctx, project).inTenant((tx) => findUpload(tx, storedName));
  // Images of no-login questionnaire forms are served only to the record's readers (questionnaire module).
  if (!row || row.category === QUESTION_LINK_FILE_CATEGORY) throw notFound();
  const file = path.join(projectDir(ctx.services.config.uploadsDir, project.id), row.storedName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return {
    file,
    size: info.size,
    mime: row.mime,
    // The stored name's extension is the sniffed type's: the file is offered under that type only.
    name: nameForType(row.originalName, path.extname(row.storedName).slice(1)),
    etag: `"${row.storedName}"`,
  };
}
