import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG, type UploadResult } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type SniffedType, sniff } from './sniff.ts';
import { insertUpload } from './uploads-repo.ts';

export const fileTypeNotAllowed = () => new AppError(415, MSG.fileTypeNotAllowed);

/** The type of an uploaded file from its content; 415 不支持的文件类型 when not allowed. */
export async function requireAllowedType(
  buf: Buffer,
  only?: (t: SniffedType) => boolean,
): Promise<SniffedType> {
  const type = await sniff(buf);
  if (!type || (only && !only(type))) throw fileTypeNotAllowed();
  return type;
}

/** Extensions that name the same type as the sniffed one. */
const ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'] };

/**
 * `name` with the extension of the sniffed type: kept when it already matches, else replaced
 * ("x.html" holding a PNG is "x.png"), so no file is ever offered under another type's name.
 */
export function nameForType(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const own = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if ((ALIASES[ext] ?? [ext]).includes(own)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/**
 * The client's file name, reduced to a safe display name (it is metadata only, never a path)
 * whose extension is the sniffed type's.
 */
export function displayName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim()
    .slice(0, 200);
  return clean ? nameForType(clean, ext) : `file.${ext}`;
}

/** Directory of one project's files. */
export function projectDir(uploadsDir: string, projectId: number): string {
  return path.join(uploadsDir, String(projectId));
}

/** The public, unguessable address of a stored file. */
export function fileUrl(projectKey: string, storedName: string): string {
  return `/api/files/${encodeURIComponent(projectKey)}/${storedName}`;
}

export interface UploadInput {
  fileName: string | undefined;
  body: Buffer;
  category: string;
}

/**
 * Stores an upload of the signed-in user: sniffs its type, writes it under a random name (128
 * bits, extension from the content) in `${uploadsDir}/<projectId>/`, records it in `uploads`.
 */
export async function storeUpload(ctx: Ctx, input: UploadInput): Promise<UploadResult> {
  const type = await requireAllowedType(input.body);
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = projectDir(ctx.services.config.uploadsDir, ctx.projectId);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, storedName);
  await writeFile(file, input.body, { flag: 'wx', mode: 0o640 });
  const name = displayName(input.fileName, type.ext);
  try {
    const id = await ctx.inTenant((tx) =>
      insertUpload(tx, ctx.projectId, {
        userId: ctx.userId,
        storedName,
        originalName: name,
        mime: type.mime,
        size: input.body.length,
        category: input.category,
      }),
    );
    return {
      id,
      url: fileUrl(ctx.project.key, storedName),
      name,
      size: input.body.length,
      mime: type.mime,
    };
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}
