import { z } from 'zod';

/**
 * POST /api/base/parse/ocr/idcard (spec 2 section 7; a multipart upload of the card's front, body
 * not scrambled). Our answer: what could be read; every field the provider could not read, or
 * (for the number) that fails GB 11643-1999, is null for the user to type.
 */
export const idCardOcrResult = z.object({
  /** The 18-character ID number, only when its check digit and birth date are valid. */
  idcard: z.string().nullable(),
  name: z.string().nullable(),
  /** 1 male, 2 female: from the number when it is valid. */
  sex: z.number().int().nullable(),
  /** YYYY-MM-DD: from the number when it is valid. */
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  /** Which provider read the photo (tesseract: offline; http: the configured cloud service). */
  provider: z.string(),
});
export type IdCardOcrResult = z.infer<typeof idCardOcrResult>;
