import { SCAN_FORMATS } from '@kanghu/shared';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Emitted by Vite as an asset of our own build: hospital intranets and phones behind them cannot
// reach the CDN zxing-wasm falls back to.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeDetector } from './detector.ts';

/** The zxing-wasm ponyfill with its .wasm from our origin; rejects when the module fails to load. */
export async function createZxingDetector(): Promise<CodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}
