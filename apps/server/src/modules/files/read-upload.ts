import { MSG } from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

/**
 * The first file part of a multipart request, buffered (at most config.uploadMaxBytes: a larger
 * file makes toBuffer() throw the multipart 413, answered 文件过大 by the envelope).
 */
export async function readSingleFile(request: FastifyRequest): Promise<{ body: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(MSG.fileMissing);
  const part = await request.file();
  if (!part) throw badRequest(MSG.fileMissing);
  const body = await part.toBuffer();
  if (body.length === 0) throw badRequest(MSG.fileMissing);
  return { body, fileName: part.filename };
}
