import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** ID-card OCR (spec 2 section 7): a multipart upload (`form` with a `file` part). */
export const ocrContract = {
  idCard: { response: s.idCardOcrResult },
} satisfies Contract;
