/**
 * What an ID-card OCR provider read from the photo of a card's front. Everything is raw: the
 * number is checked (GB 11643-1999) by the caller, and a field the provider could not read is null.
 */
export interface IdCardText {
  idcard: string | null;
  name: string | null;
  address: string | null;
}

/**
 * Reads an ID card's front (POST /api/base/parse/ocr/idcard). Implementations: `tesseract`
 * (built in, offline, reads the number only) and `http` (a cloud service at a configured URL).
 */
export interface IdCardOcrProvider {
  readonly name: 'tesseract' | 'http';
  read(image: Buffer): Promise<IdCardText>;
  close(): Promise<void>;
}

/** The provider cannot take the photo now (busy or the cloud service failed): answered 503. */
export class OcrUnavailableError extends Error {}
