import type { Scanner } from '../../lib/bridge.ts';

export interface ShareRequest {
  /** URL (or data URL) of the share image. */
  image: string;
  title?: string;
}

export interface VideoRoom {
  roomId: string;
  title?: string;
}

export interface ShellState {
  share: ShareRequest | null;
  /** The video room; the overlay shows while `visible` (and the device is not a tablet). */
  video: { room: VideoRoom | null; visible: boolean };
  /** The web scan overlay is open. */
  scanning: boolean;
  /** The last text a scan read (spec 1 section 4: "a result ... stores the result"). */
  lastScan: string | null;
}

/** The shell overlays' state and the actions screens call (openShare, showVideo, scan, ...). */
export interface ShellStore {
  getState(): ShellState;
  subscribe(listener: () => void): () => void;
  openShare(request: ShareRequest): void;
  closeShare(): void;
  /** Joins the room and flags it visible. */
  showVideo(room: VideoRoom): void;
  /** Keeps the room but hides the overlay (e.g. minimised). */
  setVideoVisible(visible: boolean): void;
  hangUp(): void;
  /**
   * Scans a QR code or bar code: with the native app's or WeChat's scanner when there is one,
   * else with the web scan overlay (also when the host's scanner fails). Resolves with the text,
   * or null when closed or cancelled; a text is kept as `lastScan`.
   */
  scan(): Promise<string | null>;
  /** Called by the web scan overlay when it closes (with the decoded text, when any). */
  finishScan(result: string | null): void;
}

/** One store per app (made in Providers), never a module-level singleton. */
export function createShellStore(nativeScan: Scanner | null): ShellStore {
  let state: ShellState = {
    share: null,
    video: { room: null, visible: false },
    scanning: false,
    lastScan: null,
  };
  const listeners = new Set<() => void>();
  let pendingScan: ((result: string | null) => void) | null = null;

  const set = (next: Partial<ShellState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openShare: (request) => set({ share: request }),
    closeShare: () => set({ share: null }),
    showVideo: (room) => set({ video: { room, visible: true } }),
    setVideoVisible: (visible) => set({ video: { ...state.video, visible: visible && !!state.video.room } }),
    hangUp: () => set({ video: { room: null, visible: false } }),
    async scan() {
      if (nativeScan) {
        try {
          const result = await nativeScan();
          if (result) set({ lastScan: result });
          return result;
        } catch (error) {
          console.info('scan: host scanner failed, using the web scanner', error);
        }
      }
      pendingScan?.(null);
      return new Promise<string | null>((resolve) => {
        pendingScan = resolve;
        set({ scanning: true });
      });
    },
    finishScan(result) {
      const resolve = pendingScan;
      pendingScan = null;
      set(result ? { scanning: false, lastScan: result } : { scanning: false });
      resolve?.(result);
    },
  };
}
