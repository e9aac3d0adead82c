import type { VideoState } from '@kanghu/shared';

/**
 * The call's state machine (spec 1 section 4): idle -> joining -> joined -> publishing ->
 * published; leaving (or a ban, or a failure) goes back to idle from anywhere. Any other event is
 * refused (the caller logs it), so a double click on join or a publish before join does nothing.
 */
export type VideoEvent = 'join' | 'joined' | 'publish' | 'published' | 'unpublish' | 'leave' | 'fail';

const NEXT: Record<VideoState, Partial<Record<VideoEvent, VideoState>>> = {
  idle: { join: 'joining' },
  joining: { joined: 'joined', fail: 'idle', leave: 'idle' },
  joined: { publish: 'publishing', fail: 'idle', leave: 'idle' },
  publishing: { published: 'published', fail: 'joined', leave: 'idle' },
  published: { unpublish: 'joined', leave: 'idle', fail: 'idle' },
};

/** The next state, or null when the event is not allowed in `state`. */
export function nextVideoState(state: VideoState, event: VideoEvent): VideoState | null {
  return NEXT[state][event] ?? null;
}

/** The order of leaving (spec 1 section 4): unpublish, stop and close the local stream, leave. */
export const LEAVE_STEPS = ['unpublish', 'stopLocal', 'leave'] as const;
