const CODE = /^\d{6}$/;

/**
 * The sign-in code in a scanned desk QR: the 6 digits themselves, or a link whose `code` (or
 * `signCode`) parameter holds them. Null for anything else.
 */
export function signCodeFrom(text: string): string | null {
  const raw = text.trim();
  if (CODE.test(raw)) return raw;
  if (!URL.canParse(raw)) return null;
  const params = new URL(raw).searchParams;
  const code = (params.get('code') ?? params.get('signCode') ?? '').trim();
  return CODE.test(code) ? code : null;
}
