import { createRequire } from 'node:module';
import path from 'node:path';
import { findIdCardNumber } from '@kanghu/shared';
import Tesseract from 'tesseract.js';
import { type IdCardOcrProvider, type IdCardText, OcrUnavailableError } from './provider.ts';

const require = createRequire(import.meta.url);

/**
 * Where everything tesseract.js needs lives on disk, all installed from npm: the LSTM English
 * model of `@tesseract.js-data/eng` (4.0.0_best_int, digits and the Latin X of the ID number),
 * the worker script of `tesseract.js` and the WebAssembly core of `tesseract.js-core` (resolved by
 * the worker from node_modules). Nothing is fetched at run time and no cache file is written.
 */
export function tesseractPaths() {
  const data = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const lib = path.dirname(require.resolve('tesseract.js/package.json'));
  return {
    langPath: path.join(data, '4.0.0_best_int'),
    workerPath: path.join(lib, 'src', 'worker-script', 'node', 'index.js'),
  };
}

/** Photos waiting for the single worker beyond this are refused (503) rather than queued. */
const MAX_WAITING = 8;

/**
 * The built-in provider: Tesseract (WebAssembly) in a worker thread, started on first use and
 * kept. It reads the 18-character number only: the Chinese name and address need a Chinese model
 * and are left for the user to type.
 */
export class TesseractIdCardProvider implements IdCardOcrProvider {
  readonly name = 'tesseract';
  private worker: Promise<Tesseract.Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  private start(): Promise<Tesseract.Worker> {
    this.worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      ...tesseractPaths(),
      gzip: true,
      cacheMethod: 'none',
    }).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  async read(image: Buffer): Promise<IdCardText> {
    if (this.waiting >= MAX_WAITING) throw new OcrUnavailableError('busy');
    this.waiting++;
    const job = this.queue.then(async () => {
      const worker = await this.start();
      const { data } = await worker.recognize(image);
      return data.text;
    });
    this.queue = job.catch(() => undefined);
    try {
      const text = await job;
      return { idcard: findIdCardNumber(text), name: null, address: null };
    } finally {
      this.waiting--;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
