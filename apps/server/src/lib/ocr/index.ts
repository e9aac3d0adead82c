import { HttpIdCardProvider } from './http-provider.ts';
import type { IdCardOcrProvider } from './provider.ts';
import { TesseractIdCardProvider } from './tesseract-provider.ts';

export type { IdCardOcrProvider, IdCardText } from './provider.ts';
export { OcrUnavailableError } from './provider.ts';

/** The ID-card OCR provider the configuration selects (OCR_PROVIDER, default tesseract). */
export function createOcrProvider(config: {
  ocrProvider: 'tesseract' | 'http';
  ocrHttpUrl: string | undefined;
  ocrHttpToken: string | undefined;
}): IdCardOcrProvider {
  if (config.ocrProvider === 'http') {
    if (!config.ocrHttpUrl) throw new Error('OCR_PROVIDER=http needs OCR_HTTP_URL');
    return new HttpIdCardProvider(config.ocrHttpUrl, config.ocrHttpToken);
  }
  return new TesseractIdCardProvider();
}
