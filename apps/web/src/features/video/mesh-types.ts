import type { VideoSettings, VideoSignalKind, VideoState } from '@kanghu/shared';

/** One remote participant as the room screen shows it. */
export interface RemotePeer {
  userId: number;
  name: string;
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  speaking: boolean;
}

export interface CallSnapshot {
  state: VideoState;
  published: boolean;
  local: MediaStream | null;
  audioMuted: boolean;
  videoMuted: boolean;
  sharing: boolean;
  remotes: RemotePeer[];
}

export interface CallLog {
  ok: boolean;
  text: string;
}

export interface MeshCallOptions {
  settings: VideoSettings;
  roomCode: string;
  /** Sends VIDEO_SIGNAL through the realtime hub (answers the server's reply). */
  signal(kind: VideoSignalKind, to?: number, payload?: unknown): Promise<{ ok: boolean; msg?: string }>;
  /** Resolves true once relayed signals reach this page (false after `timeoutMs`). */
  listening?: (timeoutMs: number) => Promise<boolean>;
  getUserMedia?: (c: MediaStreamConstraints) => Promise<MediaStream>;
  onChange(snapshot: CallSnapshot): void;
  onLog(entry: CallLog): void;
}
