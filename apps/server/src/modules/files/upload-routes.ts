import multipart from '@fastify/multipart';
import { envelope, MSG } from '@kanghu/shared';
import { filesContract } from '@kanghu/shared/contracts';
import { files } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { rawRoute } from '../../plugins/route.ts';
import { storeUpload } from './upload-service.ts';
import { word2html } from './word2html.ts';

const tags = ['upload'];
const consumes = ['multipart/form-data'];

/**
 * The first file part of a multipart request, buffered (at most config.uploadMaxBytes: a larger
 * file makes toBuffer() throw the multipart 413, answered 文件过大 by the envelope).
 */
async function readSingleFile(request: FastifyRequest): Promise<{ body: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(MSG.fileMissing);
  const part = await request.file();
  if (!part) throw badRequest(MSG.fileMissing);
  const body = await part.toBuffer();
  if (body.length === 0) throw badRequest(MSG.fileMissing);
  return { body, fileName: part.filename };
}

/**
 * Uploads (signed in, multipart, type by content) and Word to HTML. Through rawRoute: the handler
 * reads the multipart stream of the request; the answer is the envelope all the same.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: app.services.config.uploadMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
    },
  });

  for (const endpoint of [files.upload, files.baseUpload]) {
    rawRoute(
      app,
      endpoint,
      {
        access: 'user',
        schemas: { query: filesContract.upload.query },
        response: { 200: envelope(filesContract.upload.response) },
        consumes,
        tags,
        summary: 'Upload one file (multipart). Allowed by content: images, PDF, audio, MP4, DOCX, XLSX',
      },
      async (ctx, { query }, reply) => {
        const { body, fileName } = await readSingleFile(reply.request);
        const data = await storeUpload(ctx, { fileName, body, category: query.path || 'file' });
        return { success: true, data };
      },
    );
  }

  rawRoute(
    app,
    files.word2html,
    {
      access: 'user',
      schemas: filesContract.word2html,
      response: { 200: envelope(filesContract.word2html.response) },
      consumes,
      tags,
      summary: 'Convert a .docx (multipart) to sanitised HTML; images inline as data URIs',
    },
    async (_ctx, _input, reply) => {
      const { body } = await readSingleFile(reply.request);
      return { success: true, data: { html: await word2html(body) } };
    },
  );
}
