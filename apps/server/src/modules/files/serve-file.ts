import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
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

function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored file of `projectKey`. Public on purpose (img and audio tags send no headers):
 * names are 128-bit random. A Project header naming another project, an unknown project or a
 * name not recorded for that project all answer 404. Supports single byte ranges (video seek).
 */
export async function serveStoredFile(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  projectKey: string,
  storedName: string,
) {
  const headerProject = request.headers.project;
  if (typeof headerProject === 'string' && headerProject !== projectKey) throw notFound();
  const project = await services.projects.byKey(projectKey);
  if (!project) throw notFound();
  const row = await findUpload(services.db, project.id, storedName);
  if (!row) throw notFound();
  const file = path.join(projectDir(services.config.uploadsDir, project.id), row.storedName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();

  const etag = `"${row.storedName}"`;
  // The stored name's extension is the sniffed type's: the file is offered under that type only.
  const name = nameForType(row.originalName, path.extname(row.storedName).slice(1));
  reply
    .header('Content-Type', row.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header(
      'Content-Disposition',
      disposition(row.mime.startsWith('image/') ? 'inline' : 'attachment', name),
    );
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const rangeHeader = request.headers.range;
  if (rangeHeader) {
    const range = parseRange(rangeHeader, info.size);
    if (!range) {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${info.size}`)
        .header('Content-Type', 'application/json; charset=utf-8')
        .removeHeader('Content-Disposition')
        .send({ success: false, msg: '请求范围有误' });
    }
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  }
  return reply.header('Content-Length', info.size).send(createReadStream(file));
}
