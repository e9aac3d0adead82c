import { VIDEO_AUDIO_POLL_MS, VIDEO_SPEAKING_LEVEL } from '@kanghu/shared';
import type { RemotePeer } from './mesh-types.ts';

/**
 * Speaking indicator (spec 1 section 9): each peer's inbound audio level (0-1, shown as 0-100)
 * polled every 200 ms; speaking above 2. Calls `changed` when a flag flips.
 */
export function pollSpeaking(
  peers: () => Array<{ pc: RTCPeerConnection; remote: RemotePeer }>,
  changed: () => void,
): ReturnType<typeof setInterval> {
  return setInterval(() => {
    for (const p of peers()) {
      void p.pc.getStats().then((stats) => {
        let level = 0;
        stats.forEach((s) => {
          if (s.type === 'inbound-rtp' && s.kind === 'audio') level = (s.audioLevel ?? 0) * 100;
        });
        const speaking = level > VIDEO_SPEAKING_LEVEL;
        if (speaking !== p.remote.speaking) {
          p.remote.speaking = speaking;
          changed();
        }
      });
    }
  }, VIDEO_AUDIO_POLL_MS);
}
