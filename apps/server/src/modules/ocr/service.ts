import { type IdCardOcrResult, parseIdCard, validIdCardOrNull } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { OcrUnavailableError } from '../../lib/ocr/index.ts';

export const OCR_MSG = {
  notPhoto: '请上传身份证照片（JPG或PNG）',
  unreadable: '无法识别该照片，请重新拍摄或手动填写',
  unavailable: '识别服务繁忙，请稍后再试或手动填写',
} as const;

/** JPEG, PNG, WebP or BMP by their first bytes (phone cameras and screenshots). */
export function isPhoto(b: Buffer): boolean {
  if (b.length < 12) return false;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return true;
  return b[0] === 0x42 && b[1] === 0x4d;
}

/**
 * POST /api/base/parse/ocr/idcard: reads the front of an ID card with the configured provider
 * (ctx.services.ocr). The number is answered only when it passes GB 11643-1999 (check digit,
 * birth date, province); sex and birthday come from that number. What was not read is null.
 */
export async function readIdCard(ctx: OpenCtx, image: Buffer): Promise<IdCardOcrResult> {
  if (!isPhoto(image)) throw badRequest(OCR_MSG.notPhoto);
  const provider = ctx.services.ocr;
  let read: Awaited<ReturnType<typeof provider.read>>;
  try {
    read = await provider.read(image);
  } catch (error) {
    ctx.log.warn({ err: error, provider: provider.name }, 'ID-card OCR failed');
    if (error instanceof OcrUnavailableError) throw new AppError(503, OCR_MSG.unavailable);
    throw badRequest(OCR_MSG.unreadable);
  }
  const idcard = validIdCardOrNull(read.idcard);
  const info = idcard ? parseIdCard(idcard) : null;
  return {
    idcard,
    name: read.name,
    sex: info?.ok ? info.info.sex : null,
    birthday: info?.ok ? info.info.birthday : null,
    address: read.address,
    provider: provider.name,
  };
}
