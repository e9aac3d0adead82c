import { randomBytes } from 'node:crypto';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  QUESTION_LIMITS,
  QUESTION_LINK_FILE_CATEGORY,
  QUESTION_LINK_FILE_PREFIX,
  type QuestionLinkFileResult,
} from '@kanghu/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { questionnaireLinkFiles, questionnaireLinks, uploads } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { displayName, projectDir, requireAllowedType } from '../files/upload-service.ts';
import { insertUpload } from '../files/uploads-repo.ts';
import { hashOf, LINK_INVALID, LINK_USED } from './link-token.ts';
import { visibleRecord } from './repo.ts';

const LINK_FILE_CATEGORY = QUESTION_LINK_FILE_CATEGORY;
/** At most this many images through one link (every image item of a form together). */
const LINK_FILES_MAX = QUESTION_LIMITS.images * 5;

/** The usable link of a token (unused, unexpired), else 400 / 404 as the anonymous submit answers. */
async function usableLink(tx: Tx, token: string, now: Date) {
  const [link] = await tx
    .select()
    .from(questionnaireLinks)
    .where(eq(questionnaireLinks.tokenHash, hashOf(token)))
    .limit(1);
  if (!link) throw notFound(LINK_INVALID);
  if (link.usedAt || link.expiresAt <= now) throw badRequest(LINK_USED);
  return link;
}

/**
 * POST /api/question/link/upload (open): an image for an image item of a no-login form. The link
 * token (header) authorises it, not a session; the type comes from the content (the files
 * module's sniffing, images only) and the size limit is the upload limit.
 */
export async function uploadLinkFile(
  ctx: OpenCtx,
  token: string,
  file: { body: Buffer; fileName: string },
): Promise<QuestionLinkFileResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(LINK_INVALID);
  // Checked before the file is written: an unknown or used link stores nothing.
  const linkId = await ctx.inTenant(async (tx) => {
    const link = await usableLink(tx, token, ctx.now());
    const [n] = await tx
      .select({ n: count() })
      .from(questionnaireLinkFiles)
      .where(eq(questionnaireLinkFiles.linkId, link.id));
    if ((n?.n ?? 0) >= LINK_FILES_MAX) throw badRequest(`一份问卷最多上传${LINK_FILES_MAX}张图片`);
    return link.id;
  });
  const type = await requireAllowedType(file.body, (t) => t.mime.startsWith('image/'));
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = projectDir(ctx.services.config.uploadsDir, ctx.projectId);
  await mkdir(dir, { recursive: true });
  const full = path.join(dir, storedName);
  await writeFile(full, file.body, { flag: 'wx', mode: 0o640 });
  const name = displayName(file.fileName, type.ext);
  try {
    await ctx.inTenant(async (tx) => {
      await insertUpload(tx, ctx.projectId, {
        userId: null,
        storedName,
        originalName: name,
        mime: type.mime,
        size: file.body.length,
        category: LINK_FILE_CATEGORY,
      });
      await tx.insert(questionnaireLinkFiles).values({ projectId: ctx.projectId, linkId, storedName });
    });
  } catch (error) {
    await unlink(full).catch(() => undefined);
    throw error;
  }
  return { url: `${QUESTION_LINK_FILE_PREFIX}${storedName}`, name, size: file.body.length };
}

/** The stored names a link uploaded (the anonymous submit accepts only these as image answers). */
export async function linkFileNames(tx: Tx, linkId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ name: questionnaireLinkFiles.storedName })
    .from(questionnaireLinkFiles)
    .where(eq(questionnaireLinkFiles.linkId, linkId));
  return new Set(rows.map((r) => `${QUESTION_LINK_FILE_PREFIX}${r.name}`));
}

/**
 * GET /api/question/link/file/:name: a link image, only for whoever may read the record its link
 * stored (a link not yet used, another org's patient or an unknown name: 404).
 */
export async function readLinkFile(ctx: Ctx, name: string) {
  const found = await ctx.inTenant(async (tx) => {
    const [row] = await tx
      .select({
        recordId: questionnaireLinks.recordId,
        mime: uploads.mime,
        originalName: uploads.originalName,
      })
      .from(questionnaireLinkFiles)
      .innerJoin(questionnaireLinks, eq(questionnaireLinks.id, questionnaireLinkFiles.linkId))
      .innerJoin(
        uploads,
        and(
          eq(uploads.storedName, questionnaireLinkFiles.storedName),
          eq(uploads.category, LINK_FILE_CATEGORY),
        ),
      )
      .where(eq(questionnaireLinkFiles.storedName, name))
      .limit(1);
    if (!row?.recordId) throw notFound();
    const record = await visibleRecord(tx, await ctx.viewer(tx), row.recordId);
    if (!record) throw notFound();
    ctx.audit.patients.add(record.record.patientId);
    return row;
  });
  const file = path.join(projectDir(ctx.services.config.uploadsDir, ctx.projectId), name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return { file, size: info.size, mime: found.mime, name: found.originalName };
}
