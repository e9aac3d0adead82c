import { SCAN_FORMATS } from '@kanghu/shared';

/** The part of the Barcode Detection API the scanner uses. */
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string; format: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A detector for the scan formats: the browser's BarcodeDetector when it reads all of them
 * (Chrome on Android and macOS, Safari 17+ with the flag), else the zxing-wasm ponyfill, loaded
 * only now (its JS chunk and .wasm come from our own origin, see zxing-detector.ts).
 */
export async function createDetector(
  host: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown },
): Promise<CodeDetector> {
  const Native = host.BarcodeDetector as NativeDetectorClass | undefined;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (SCAN_FORMATS.every((f) => supported.includes(f))) return new Native({ formats: [...SCAN_FORMATS] });
  }
  const { createZxingDetector } = await import('./zxing-detector.ts');
  return createZxingDetector();
}
