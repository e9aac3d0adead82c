import { SCAN_CAMERA_MANY } from '@kanghu/shared';

/** What the rule reads of a MediaDeviceInfo. */
export interface CameraInfo {
  deviceId: string;
  kind: string;
  label: string;
}

/** Labels of back-facing cameras: Chrome/Android ("facing back"), iOS ("Back Camera"), Chinese ROMs. */
const BACK_LABEL = /\b(back|rear|environment)\b|后置|背面|后摄/i;

/**
 * The camera the scanner opens (spec 1 section 5): with several cameras, a back-facing one by
 * label, or the sixth device when more than five exist (phones that list every lens, with empty
 * or unhelpful labels). Null means "no choice": ask for facingMode environment instead.
 * Labels are only filled once the page has camera permission, so call this after getUserMedia.
 */
export function chooseCamera(devices: readonly CameraInfo[]): string | null {
  const cameras = devices.filter((d) => d.kind === 'videoinput' && d.deviceId);
  if (cameras.length <= 1) return null;
  const back = cameras.find((d) => BACK_LABEL.test(d.label));
  if (back) return back.deviceId;
  if (cameras.length > SCAN_CAMERA_MANY) return cameras[SCAN_CAMERA_MANY]?.deviceId ?? null;
  return null;
}
