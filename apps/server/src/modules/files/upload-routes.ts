import multipart from '@fastify/multipart';
import { envelope, storedFileParams, uploadQuery, uploadResult, word2htmlResult } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { readSingleFile } from './read-upload.ts';
import { serveStoredFile } from './serve-file.ts';
import { storeUpload } from './upload-service.ts';
import { word2html } from './word2html.ts';

/** Uploads (signed in, multipart, type by content), stored-file downloads (open) and Word to HTML. */
export default async function uploadRoutes(app: FastifyInstance, { services }: { services: Services }) {
  await app.register(multipart, {
    limits: {
      fileSize: services.config.uploadMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const url of ['/api/upload/file', '/api/base/upload/file']) {
    r.post(
      url,
      {
        schema: {
          tags: ['upload'],
          summary: 'Upload one file (multipart). Allowed by content: images, PDF, audio, MP4, DOCX, XLSX',
          consumes: ['multipart/form-data'],
          querystring: uploadQuery,
          response: { 200: envelope(uploadResult) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { body, fileName } = await readSingleFile(request);
        const data = await storeUpload(services, {
          project: request.tenant.project,
          userId: session.userId,
          fileName,
          body,
          category: request.query.path || 'file',
        });
        return { success: true, data };
      },
    );
  }

  r.post(
    '/api/base/upload/file/word2html',
    {
      schema: {
        tags: ['upload'],
        summary: 'Convert a .docx (multipart) to sanitised HTML; images inline as data URIs',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(word2htmlResult) },
      },
    },
    async (request) => {
      requireSession(request);
      const { body } = await readSingleFile(request);
      return { success: true, data: { html: await word2html(body) } };
    },
  );

  r.get(
    '/api/files/:project/:storedName',
    {
      config: { access: 'open' },
      schema: {
        tags: ['upload'],
        summary: 'A stored file; open by unguessable name, 404 outside its project',
        params: storedFileParams,
      },
    },
    (request, reply) =>
      serveStoredFile(services, request, reply, request.params.project, request.params.storedName),
  );
}
