import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import { envelope, MSG, QUESTION_LINK_TOKEN_HEADER, questionLinkFileResult } from '@kanghu/shared';
import { questionnaireContract } from '@kanghu/shared/contracts';
import { questionnaire } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { rawRoute } from '../../plugins/route.ts';
import { readLinkFile, uploadLinkFile } from './link-file-service.ts';

const tags = ['questionnaire'];

/** Images of image items on the no-login form: upload by the link token, read by the record's readers. */
export async function registerLinkFileRoutes(app: FastifyInstance) {
  await app.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: child.services.config.uploadMaxBytes, files: 1, fields: 5, parts: 10 },
    });
    rawRoute(
      child,
      questionnaire.linkUpload,
      {
        access: 'open',
        schemas: questionnaireContract.linkUpload,
        response: { 200: envelope(questionLinkFileResult) },
        consumes: ['multipart/form-data'],
        tags,
        summary: '免登录问卷上传图片',
        description: `One image (multipart) for an image item of a no-login form, authorised by the link token in the ${QUESTION_LINK_TOKEN_HEADER} header (never the URL): an unknown link 404, a used or expired one 400, not an image (by content) 415, too large 413. The answer's url is only readable by whoever may read the record.`,
      },
      async (ctx, _input, reply) => {
        const token = reply.request.headers[QUESTION_LINK_TOKEN_HEADER];
        if (!reply.request.isMultipart()) throw badRequest(MSG.fileMissing);
        const part = await reply.request.file();
        if (!part) throw badRequest(MSG.fileMissing);
        const body = await part.toBuffer();
        if (body.length === 0) throw badRequest(MSG.fileMissing);
        const data = await uploadLinkFile(ctx, typeof token === 'string' ? token : '', {
          body,
          fileName: part.filename,
        });
        return { success: true, data };
      },
    );
  });
  rawRoute(
    app,
    questionnaire.linkFile,
    {
      access: 'user',
      schemas: questionnaireContract.linkFile,
      tags,
      summary: '免登录问卷图片',
      description:
        "An image uploaded through a no-login link, for whoever may read the record the link stored (the record's patient's accounts, the org's staff); otherwise 404.",
    },
    async (ctx, { params }, reply) => {
      const f = await readLinkFile(ctx, params.name);
      return reply
        .header('Content-Type', f.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', f.size)
        .send(createReadStream(f.file));
    },
  );
}
