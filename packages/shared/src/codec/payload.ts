/**
 * Payload codec (spec 2 section 7, design in docs/decisions.md).
 *
 * The scrambling keeps casual eyes (proxies, screenshots of dev tools) off personal data in
 * transit inside app web views; it is obfuscation, not security: TLS protects the data.
 *
 * Scheme "x1": UTF-8 bytes XOR a keystream from a 32-bit xorshift generator seeded with a
 * per-message random nonce, then base64url; the wire text is `x1.<nonce hex8>.<base64url>`.
 * A request body is sent as JSON `{"payload": "<wire>"}` and a query string as `?q=<wire>` that
 * carries the whole original query string. Responses to scrambled requests are scrambled the
 * same way. The header `DecodeWay` names the scheme; "plain" (or no header) means no scrambling.
 */

export const CODEC_SCHEME = 'x1';
export const CODEC_PLAIN = 'plain';
export const CODEC_HEADER = 'DecodeWay';
export const CODEC_BODY_FIELD = 'payload';
export const CODEC_QUERY_FIELD = 'q';

/** Paths never scrambled: uploads, ID-card OCR and /api/sss (spec 2 section 7). */
const PLAIN_PATH_PREFIXES = ['/api/sss', '/api/base/parse/ocr/idcard', '/iotapi/'] as const;
const UPLOAD_PATH_PATTERN = /\/upload\//;

export function isPlainPath(path: string): boolean {
  const p = path.split('?')[0] ?? path;
  return PLAIN_PATH_PREFIXES.some((prefix) => p.startsWith(prefix)) || UPLOAD_PATH_PATTERN.test(p);
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Character codes of the alphabet, and the value of each ASCII code (-1: not in the alphabet). */
const B64URL_CODES = Uint8Array.from(B64URL, (c) => c.charCodeAt(0));
const B64URL_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < B64URL.length; i++) B64URL_VALUES[B64URL.charCodeAt(i)] = i;
const ascii = new TextDecoder('utf-8');

/*
 * Both directions work on typed arrays and character codes, without a string or array per group:
 * a 200-item questionnaire is ~100 KB of wire text that the web app decodes on a phone's main
 * thread before it can render (issue 12 section 3).
 */
function toBase64Url(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil((bytes.length * 4) / 3));
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    out[o++] = B64URL_CODES[(n >> 18) & 63] ?? 0;
    out[o++] = B64URL_CODES[(n >> 12) & 63] ?? 0;
    if (i + 1 < bytes.length) out[o++] = B64URL_CODES[(n >> 6) & 63] ?? 0;
    if (i + 2 < bytes.length) out[o++] = B64URL_CODES[n & 63] ?? 0;
  }
  return ascii.decode(out.subarray(0, o));
}

/** The value of the character at `i`, -1 when it is not in the alphabet. */
function valueAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 128 ? (B64URL_VALUES[code] ?? -1) : -1;
}

function fromBase64Url(text: string): Uint8Array | null {
  const rest = text.length % 4;
  if (rest === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  const full = text.length - rest;
  let o = 0;
  for (let i = 0; i < full; i += 4) {
    const c0 = valueAt(text, i);
    const c1 = valueAt(text, i + 1);
    const c2 = valueAt(text, i + 2);
    const c3 = valueAt(text, i + 3);
    if ((c0 | c1 | c2 | c3) < 0) return null;
    const n = (c0 << 18) | (c1 << 12) | (c2 << 6) | c3;
    out[o++] = (n >> 16) & 255;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  if (rest > 0) {
    const c0 = valueAt(text, full);
    const c1 = valueAt(text, full + 1);
    const c2 = rest === 3 ? valueAt(text, full + 2) : 0;
    if ((c0 | c1 | c2) < 0) return null;
    const n = (c0 << 18) | (c1 << 12) | (c2 << 6);
    out[o++] = (n >> 16) & 255;
    if (rest === 3) out[o++] = (n >> 8) & 255;
  }
  return out.subarray(0, o);
}

/** XORs the keystream into `bytes` in place and answers them. */
function keystreamXor(bytes: Uint8Array, seed: number): Uint8Array {
  const out = bytes;
  let x = seed >>> 0 || 0x9e3779b9;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = (bytes[i] ?? 0) ^ (x & 255);
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function randomNonce(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0] ?? 1;
}

/** Scrambles a text. `nonce` is for tests; production calls leave it random. */
export function scramble(text: string, nonce: number = randomNonce()): string {
  const n = nonce >>> 0;
  const body = toBase64Url(keystreamXor(encoder.encode(text), n));
  return `${CODEC_SCHEME}.${n.toString(16).padStart(8, '0')}.${body}`;
}

/** Reverses `scramble`; answers null for anything that is not a well-formed x1 text. */
export function unscramble(wire: string): string | null {
  const match = /^x1\.([0-9a-f]{8})\.([A-Za-z0-9_-]*)$/.exec(wire);
  if (!match) return null;
  const bytes = fromBase64Url(match[2] ?? '');
  if (!bytes) return null;
  try {
    return decoder.decode(keystreamXor(bytes, Number.parseInt(match[1] ?? '0', 16)));
  } catch {
    return null;
  }
}

/** Encodes a JSON-able value as the scrambled body `{payload}`. */
export function encodeBody(value: unknown): { payload: string } {
  return { [CODEC_BODY_FIELD]: scramble(JSON.stringify(value)) } as { payload: string };
}

/** Decodes `{payload}`; null when malformed. */
export function decodeBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!body || typeof body !== 'object') return { ok: false };
  const wire = (body as Record<string, unknown>)[CODEC_BODY_FIELD];
  if (typeof wire !== 'string') return { ok: false };
  const text = unscramble(wire);
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Encodes a query string (without "?") into `q=<wire>`. */
export function encodeQuery(query: string): string {
  if (!query) return '';
  return `${CODEC_QUERY_FIELD}=${encodeURIComponent(scramble(query))}`;
}

/** Decodes the value of `q` back to the original query string; null when malformed. */
export function decodeQuery(q: string): string | null {
  return unscramble(q);
}
