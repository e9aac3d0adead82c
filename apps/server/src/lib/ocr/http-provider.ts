import { type IdCardOcrProvider, type IdCardText, OcrUnavailableError } from './provider.ts';

const TIMEOUT_MS = 15_000;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * A cloud OCR service at `OCR_HTTP_URL` (selected by `OCR_PROVIDER=http`): the photo is POSTed as
 * JSON `{ image: <base64> }` (with `Authorization: Bearer OCR_HTTP_TOKEN` when set) and the service
 * answers `{ idcard?, name?, address? }` (also read inside `data`). Adapting a vendor's API means a
 * small gateway speaking this contract, or another implementation of IdCardOcrProvider.
 */
export class HttpIdCardProvider implements IdCardOcrProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async read(image: Buffer): Promise<IdCardText> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ image: image.toString('base64') }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new OcrUnavailableError(`OCR service unreachable: ${(error as Error).message}`);
    }
    if (!res.ok) throw new OcrUnavailableError(`OCR service answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const fields = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
      string,
      unknown
    > | null;
    return {
      idcard: text(fields?.idcard ?? fields?.idCard ?? fields?.idNumber),
      name: text(fields?.name),
      address: text(fields?.address),
    };
  }

  async close(): Promise<void> {}
}
