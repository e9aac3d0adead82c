import { chooseCamera } from './camera-choice.ts';

function stop(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Opens the scan camera: first any back-facing camera (which also grants the permission that
 * fills the device labels), then, when the camera rule (camera-choice.ts) picks another device,
 * that one instead. Rejects when the camera is denied or missing.
 */
export async function openScanCamera(media: MediaDevices): Promise<MediaStream> {
  const first = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  const devices = await media.enumerateDevices().catch(() => []);
  const chosen = chooseCamera(devices);
  const current = first.getVideoTracks()[0]?.getSettings().deviceId;
  if (!chosen || chosen === current) return first;
  stop(first);
  try {
    return await media.getUserMedia({ video: { deviceId: { exact: chosen } }, audio: false });
  } catch {
    // The chosen lens refused (busy, or gone): back to whatever the browser picked.
    return media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  }
}

export function stopStream(stream: MediaStream | null) {
  if (stream) stop(stream);
}
