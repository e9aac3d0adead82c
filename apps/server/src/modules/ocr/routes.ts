import multipart from '@fastify/multipart';
import { envelope, idCardOcrResult, MSG } from '@kanghu/shared';
import { ocrContract } from '@kanghu/shared/contracts';
import { ocr } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { rawRoute } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { readIdCard } from './service.ts';

/** The photo: the first file part of the multipart body (at most config.uploadMaxBytes). */
async function photoOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MSG.fileMissing);
  const part = await request.file();
  if (!part) throw badRequest(MSG.fileMissing);
  const body = await part.toBuffer();
  if (body.length === 0) throw badRequest(MSG.fileMissing);
  return body;
}

/** ID-card OCR (spec 2 section 7; issue 10 section 6). */
export default async function ocrRoutes(app: FastifyInstance, { services }: { services: Services }) {
  await app.register(multipart, {
    limits: { fileSize: services.config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  rawRoute(
    app,
    ocr.idCard,
    {
      // Open: the WeChat sign-up form uses it before there is a session. OCR costs CPU, so a
      // tighter per-IP limit than the other open calls applies.
      access: 'open',
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schemas: ocrContract.idCard,
      response: { 200: envelope(idCardOcrResult) },
      tags: ['upload'],
      summary: '身份证识别',
      description:
        'Multipart upload of the front of a resident ID card (JPG, PNG, WebP, BMP; body not scrambled). The configured provider (OCR_PROVIDER: tesseract offline, or http) reads it; idcard is answered only when its GB 11643-1999 check digit, birth date and province are valid (else null), sex and birthday derive from it, and fields not read (with tesseract: name, address) are null for the user to type. Not a photo: 400; provider busy or down: 503.',
    },
    async (ctx, _input, reply) => ({
      success: true,
      data: await readIdCard(ctx, await photoOf(reply.request)),
    }),
  );
}
