import {
  VIDEO_MESH_MAX,
  VIDEO_SHARE_PROFILE,
  type VideoSignalKind,
  type VideoSignalMessage,
  type VideoState,
} from '@kanghu/shared';
import { pollSpeaking } from './audio-level.ts';
import type { CallSnapshot, MeshCallOptions, RemotePeer } from './mesh-types.ts';
import { accountOfRoomUser, onRemoteOffer, shouldOfferOnJoin } from './negotiation.ts';
import { nextVideoState, type VideoEvent } from './room-state.ts';

export type { CallLog, CallSnapshot, RemotePeer } from './mesh-types.ts';

/** How long a newcomer waits for its message channel before announcing itself anyway. */
const LISTEN_WAIT_MS = 15_000;

interface Peer {
  pc: RTCPeerConnection;
  remote: RemotePeer;
  pendingIce: RTCIceCandidateInit[];
}

/**
 * The peer-to-peer mesh call of our own signalling (spec 1 section 4 states and sequences): each
 * member who is already in the room offers to a newcomer (the one who sent `join`); offer, answer
 * and ICE go through VIDEO_SIGNAL, relayed by the server only between members of the room.
 */
export class MeshCall {
  private state: VideoState = 'idle';
  private published = false;
  private local: MediaStream | null = null;
  private screen: MediaStream | null = null;
  private audioMuted = false;
  private videoMuted = false;
  private readonly peers = new Map<number, Peer>();
  private poll: ReturnType<typeof setInterval> | null = null;

  private outbox: Promise<unknown> = Promise.resolve();
  private inbox: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: MeshCallOptions) {}

  /** Signals go one after another (each waits for the server's reply), so they arrive in order. */
  private send(
    kind: VideoSignalKind,
    to?: number,
    payload?: unknown,
  ): Promise<{ ok: boolean; msg?: string }> {
    const next = this.outbox.then(() => this.o.signal(kind, to, payload));
    this.outbox = next.catch(() => undefined);
    return next;
  }

  snapshot(): CallSnapshot {
    return {
      state: this.state,
      published: this.published,
      local: this.local,
      audioMuted: this.audioMuted,
      videoMuted: this.videoMuted,
      sharing: this.screen !== null,
      remotes: [...this.peers.values()].map((p) => ({ ...p.remote })),
    };
  }

  private emit(): void {
    this.o.onChange(this.snapshot());
  }

  private go(event: VideoEvent): boolean {
    const next = nextVideoState(this.state, event);
    if (!next) return false;
    this.state = next;
    this.emit();
    return true;
  }

  /** Join sequence: join the room, open the local stream, publish, announce ourselves. */
  async join(): Promise<boolean> {
    if (!this.go('join')) return false;
    try {
      const gum = this.o.getUserMedia ?? ((c) => navigator.mediaDevices.getUserMedia(c));
      this.local = await gum({ audio: true, video: { width: 640, height: 480 } });
      this.go('joined');
      this.o.onLog({ ok: true, text: '加入房间成功' });
    } catch (err) {
      this.go('fail');
      this.o.onLog({ ok: false, text: `加入房间失败：${messageOf(err)}` });
      return false;
    }
    this.go('publish');
    // Announce once this page hears the room: an offer pushed before that is lost for good.
    if (this.o.listening && !(await this.o.listening(LISTEN_WAIT_MS)))
      this.o.onLog({ ok: false, text: '消息通道未连接，可能收不到其他成员的视频' });
    if (this.state !== 'publishing') return false;
    const reply = await this.send('join');
    if (!reply.ok) {
      this.go('fail');
      this.o.onLog({ ok: false, text: `发布本地流失败：${reply.msg ?? ''}` });
      await this.leave();
      return false;
    }
    this.published = true;
    this.go('published');
    this.o.onLog({ ok: true, text: '发布本地流成功' });
    this.poll = pollSpeaking(
      () => [...this.peers.values()].map((p) => ({ pc: p.pc, remote: p.remote })),
      () => this.emit(),
    );
    return true;
  }

  /** Leave order: unpublish, stop and close the local stream, leave (tell the others). */
  async leave(): Promise<void> {
    if (this.state === 'idle' && !this.local) return;
    for (const p of this.peers.values()) for (const s of p.pc.getSenders()) p.pc.removeTrack(s);
    this.published = false;
    for (const t of this.local?.getTracks() ?? []) t.stop();
    for (const t of this.screen?.getTracks() ?? []) t.stop();
    this.local = null;
    this.screen = null;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    const reply = await this.send('leave').catch((e) => ({ ok: false, msg: messageOf(e) }));
    this.o.onLog(
      reply.ok ? { ok: true, text: '离开房间成功' } : { ok: false, text: `离开房间失败：${reply.msg ?? ''}` },
    );
    for (const p of this.peers.values()) p.pc.close();
    this.peers.clear();
    this.go('leave');
    this.emit();
  }

  /** A ban (the consultation ended, or the server refuses us): published false, then leave. */
  async banned(): Promise<void> {
    this.published = false;
    this.emit();
    await this.leave();
  }

  setAudioMuted(muted: boolean): void {
    this.audioMuted = muted;
    for (const t of this.local?.getAudioTracks() ?? []) t.enabled = !muted;
    this.announceMute();
  }

  setVideoMuted(muted: boolean): void {
    this.videoMuted = muted;
    for (const t of this.local?.getVideoTracks() ?? []) t.enabled = !muted;
    this.announceMute();
  }

  private announceMute(): void {
    this.emit();
    void this.send('mute', undefined, { audio: !this.audioMuted, video: !this.videoMuted });
  }

  /** Screen share (1080p, no audio): replaces the camera for every peer until the browser stops it. */
  async startShare(display: (c: DisplayMediaStreamOptions) => Promise<MediaStream>): Promise<void> {
    const { width, height, frameRate, audio } = VIDEO_SHARE_PROFILE;
    this.screen = await display({ video: { width, height, frameRate }, audio });
    const track = this.screen.getVideoTracks()[0];
    if (!track) return;
    track.addEventListener('ended', () => void this.stopShare());
    await this.replaceVideo(track);
    this.o.onLog({ ok: true, text: '开始屏幕分享' });
    this.emit();
  }

  async stopShare(): Promise<void> {
    if (!this.screen) return;
    for (const t of this.screen.getTracks()) t.stop();
    this.screen = null;
    await this.replaceVideo(this.local?.getVideoTracks()[0] ?? null);
    this.o.onLog({ ok: true, text: '停止屏幕分享' });
    this.emit();
  }

  private async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    for (const p of this.peers.values())
      for (const t of p.pc.getTransceivers())
        if (t.receiver.track.kind === 'video') await t.sender.replaceTrack(track);
  }

  /** One relayed signalling message from another member (handled one after another). */
  onSignal(m: VideoSignalMessage): Promise<void> {
    const next = this.inbox.then(() => this.handle(m));
    this.inbox = next.catch(() => undefined);
    return next;
  }

  private async handle(m: VideoSignalMessage): Promise<void> {
    if (m.roomCode !== this.o.roomCode) return;
    if (this.state !== 'publishing' && this.state !== 'published') return;
    try {
      if (m.kind === 'join') {
        if (shouldOfferOnJoin(this.state, this.local !== null)) await this.offerTo(m.from, m.fromName);
      } else if (m.kind === 'offer')
        await this.answer(m.from, m.fromName, m.payload as RTCSessionDescriptionInit);
      else if (m.kind === 'answer')
        await this.peers.get(m.from)?.pc.setRemoteDescription(m.payload as RTCSessionDescriptionInit);
      else if (m.kind === 'ice') await this.addIce(m.from, m.payload as RTCIceCandidateInit);
      else if (m.kind === 'leave') this.drop(m.from);
      else if (m.kind === 'mute') this.setRemote(m.from, m.payload as { audio: boolean; video: boolean });
      if (m.kind === 'answer') await this.flushIce(m.from);
    } catch (err) {
      this.o.onLog({ ok: false, text: `订阅远端流失败：${messageOf(err)}` });
    }
  }

  private peer(userId: number, name: string): Peer | null {
    const known = this.peers.get(userId);
    if (known) return known;
    if (this.peers.size >= VIDEO_MESH_MAX - 1) return null;
    const pc = new RTCPeerConnection({ iceServers: this.o.settings.iceServers });
    const remote: RemotePeer = { userId, name, stream: null, audio: true, video: true, speaking: false };
    const peer: Peer = { pc, remote, pendingIce: [] };
    for (const t of this.local?.getTracks() ?? []) {
      const shared = t.kind === 'video' ? this.screen?.getVideoTracks()[0] : undefined;
      pc.addTrack(shared ?? t, this.local as MediaStream);
    }
    pc.onicecandidate = (e) => {
      if (e.candidate) void this.send('ice', userId, e.candidate.toJSON());
    };
    pc.ontrack = (e) => {
      remote.stream = e.streams[0] ?? new MediaStream([e.track]);
      if (e.track.kind === 'video') this.o.onLog({ ok: true, text: `订阅${name}的视频成功` });
      this.emit();
    };
    pc.onconnectionstatechange = () => {
      const current = this.peers.get(userId)?.pc === pc;
      if (current && (pc.connectionState === 'failed' || pc.connectionState === 'closed')) this.drop(userId);
    };
    this.peers.set(userId, peer);
    this.emit();
    return peer;
  }

  private async offerTo(userId: number, name: string): Promise<void> {
    this.drop(userId);
    const p = this.peer(userId, name);
    if (!p) return;
    await p.pc.setLocalDescription(await p.pc.createOffer());
    await this.send('offer', userId, p.pc.localDescription?.toJSON());
    await this.send('mute', userId, { audio: !this.audioMuted, video: !this.videoMuted });
  }

  private async answer(userId: number, name: string, offer: RTCSessionDescriptionInit): Promise<void> {
    const existing = this.peers.get(userId);
    // Both offered at once: the polite side (lower account id) drops its own offer (rollback by a
    // fresh connection) and answers; the impolite side ignores the other's offer. Any other offer
    // starts over with a fresh connection too (the offerer made a new one).
    const self = accountOfRoomUser(this.o.settings.userId);
    if (onRemoteOffer(existing?.pc.signalingState, self, userId) === 'ignore') return;
    this.drop(userId);
    const p = this.peer(userId, name);
    if (!p) return;
    await p.pc.setRemoteDescription(offer);
    await this.flushIce(userId);
    await p.pc.setLocalDescription(await p.pc.createAnswer());
    await this.send('answer', userId, p.pc.localDescription?.toJSON());
    await this.send('mute', userId, { audio: !this.audioMuted, video: !this.videoMuted });
  }

  private async addIce(userId: number, c: RTCIceCandidateInit): Promise<void> {
    const p = this.peers.get(userId);
    if (!p) return;
    if (p.pc.remoteDescription) await p.pc.addIceCandidate(c);
    else p.pendingIce.push(c);
  }

  private async flushIce(userId: number): Promise<void> {
    const p = this.peers.get(userId);
    if (!p?.pc.remoteDescription) return;
    // A candidate of a connection the other side already replaced (glare) fails alone.
    for (const c of p.pendingIce.splice(0)) await p.pc.addIceCandidate(c).catch(() => undefined);
  }

  private setRemote(userId: number, flags: { audio: boolean; video: boolean }): void {
    const p = this.peers.get(userId);
    if (!p) return;
    p.remote.audio = flags.audio;
    p.remote.video = flags.video;
    this.emit();
  }

  private drop(userId: number): void {
    const p = this.peers.get(userId);
    if (!p) return;
    this.peers.delete(userId);
    p.pc.close();
    this.emit();
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
