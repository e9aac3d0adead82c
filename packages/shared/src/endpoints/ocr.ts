import type { idCardOcrResult } from '../schemas/ocr.ts';
import { endpoint } from './endpoint.ts';

/** ID-card OCR (spec 2 section 7): a multipart upload (`form` with a `file` part). */
export const ocr = {
  idCard: endpoint<{ response: typeof idCardOcrResult }>('POST', '/api/base/parse/ocr/idcard'),
};
