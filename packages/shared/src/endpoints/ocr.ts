import type { ocrContract } from '../contracts/ocr.ts';
import { endpointsOf } from './endpoint.ts';

/** ID-card OCR (spec 2 section 7): a multipart upload (`form` with a `file` part). */
export const ocr = endpointsOf<typeof ocrContract>({
  idCard: 'POST /api/base/parse/ocr/idcard',
});
