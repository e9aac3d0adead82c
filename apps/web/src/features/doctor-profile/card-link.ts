import { DOCTOR_QR_SCAN_FLAG, DOCTOR_QR_TARGET_PATH } from '@kanghu/shared';

/**
 * The in-app address a scanned doctor card leads to (issue 5's QR:
 * `<origin>/health/patient/reserve/doctor/info?doctorId=&project=&from=qrcode&appId=`), with the
 * scan flag kept so the page records the scan (binds the doctor). Null for any other code. The
 * host is not checked: the card may carry the public address of this same app.
 */
export function doctorCardPath(text: string): string | null {
  const raw = text.trim();
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (!url.pathname.endsWith(DOCTOR_QR_TARGET_PATH)) return null;
  if (!/^[1-9]\d{0,9}$/.test(url.searchParams.get('doctorId') ?? '')) return null;
  url.searchParams.set('from', DOCTOR_QR_SCAN_FLAG);
  return `${DOCTOR_QR_TARGET_PATH}${url.search}`;
}
