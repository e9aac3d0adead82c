import { createReadStream } from 'node:fs';
import { filesContract } from '@kanghu/shared/contracts';
import { files } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { rawRoute } from '../../plugins/route.ts';
import { findStoredFile, parseRange } from './stored-file-service.ts';

function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/files/:project/:storedName streams a stored file. Public on purpose (img and audio
 * tags send no headers): names are 128-bit random. A Project header naming another project, an
 * unknown project or a name not recorded for that project all answer 404. Supports single byte
 * ranges (video seek).
 */
export default async function storedFileRoutes(app: FastifyInstance) {
  rawRoute(
    app,
    files.stored,
    {
      access: 'open',
      schemas: filesContract.stored,
      tags: ['upload'],
      summary: 'A stored file; open by unguessable name, 404 outside its project',
    },
    async (ctx, { params }, reply) => {
      const headerProject = reply.request.headers.project;
      if (typeof headerProject === 'string' && headerProject !== params.project) throw notFound();
      const stored = await findStoredFile(ctx, params.project, params.storedName);
      reply
        .header('Content-Type', stored.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('ETag', stored.etag)
        .header('Accept-Ranges', 'bytes')
        .header(
          'Content-Disposition',
          disposition(stored.mime.startsWith('image/') ? 'inline' : 'attachment', stored.name),
        );
      if (reply.request.headers['if-none-match'] === stored.etag) return reply.status(304).send();

      const rangeHeader = reply.request.headers.range;
      if (rangeHeader) {
        const range = parseRange(rangeHeader, stored.size);
        if (!range) {
          return reply
            .status(416)
            .header('Content-Range', `bytes */${stored.size}`)
            .header('Content-Type', 'application/json; charset=utf-8')
            .removeHeader('Content-Disposition')
            .send({ success: false, msg: '请求范围有误' });
        }
        return reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(createReadStream(stored.file, { start: range.start, end: range.end }));
      }
      return reply.header('Content-Length', stored.size).send(createReadStream(stored.file));
    },
  );
}
