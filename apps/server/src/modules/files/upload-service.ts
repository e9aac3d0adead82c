import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG, type UploadResult } from '@kanghu/shared';
import { AppError } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { type SniffedType, sniff } from './sniff.ts';
import { insertUpload } from './uploads-repo.ts';

export const fileTypeNotAllowed = () => new AppError(415, MSG.fileTypeNotAllowed);

/** The type of an uploaded file from its content; 415 不支持的文件类型 when not allowed. */
export function requireAllowedType(buf: Buffer, only?: (t: SniffedType) => boolean): SniffedType {
  const type = sniff(buf);
  if (!type || (only && !only(type))) throw fileTypeNotAllowed();
  return type;
}

/** The client's file name, reduced to a safe display name (it is metadata only, never a path). */
export function displayName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `file.${ext}`;
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
  project: { id: number; key: string };
  userId: number;
  fileName: string | undefined;
  body: Buffer;
  category: string;
}

/**
 * Stores an upload: sniffs its type, writes it under a random name (128 bits, extension from the
 * content) in `${uploadsDir}/<projectId>/`, records it in `uploads`.
 */
export async function storeUpload(services: Services, input: UploadInput): Promise<UploadResult> {
  const type = requireAllowedType(input.body);
  const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = projectDir(services.config.uploadsDir, input.project.id);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, storedName);
  await writeFile(file, input.body, { flag: 'wx', mode: 0o640 });
  const name = displayName(input.fileName, type.ext);
  try {
    const id = await insertUpload(services.db, input.project.id, {
      userId: input.userId,
      storedName,
      originalName: name,
      mime: type.mime,
      size: input.body.length,
      category: input.category,
    });
    return {
      id,
      url: fileUrl(input.project.key, storedName),
      name,
      size: input.body.length,
      mime: type.mime,
    };
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}
