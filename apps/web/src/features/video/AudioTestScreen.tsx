import { VIDEO_AUDIO_POLL_MS } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { PageBar } from '../../ui/PageBar.tsx';
import styles from './TestVideo.module.css';

/**
 * 音视频设备检测 (/audio/test): camera preview, microphone level and a speaker tone, all in this
 * browser (nothing is sent anywhere), before joining a video room.
 */
export default function AudioTestScreen() {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState('');
  const [level, setLevel] = useState(0);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  const start = async () => {
    setError('');
    try {
      const s = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      setStream(s);
      setDevices(await navigator.mediaDevices.enumerateDevices());
    } catch (err) {
      setError(`无法打开摄像头或麦克风：${(err as Error).message || '请授权'}`);
    }
  };

  useEffect(() => {
    if (!stream) return;
    if (video.current) video.current.srcObject = stream;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
      setLevel(Math.round((peak / 128) * 100));
    }, VIDEO_AUDIO_POLL_MS);
    return () => {
      clearInterval(timer);
      void ctx.close();
      for (const t of stream.getTracks()) t.stop();
    };
  }, [stream]);

  const tone = () => {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    osc.frequency.value = 440;
    osc.connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 1);
    osc.onended = () => void ctx.close();
  };

  const named = (kind: MediaDeviceKind) =>
    devices.filter((d) => d.kind === kind).map((d, i) => d.label || `设备${i + 1}`);
  return (
    <main className={styles.page}>
      <PageBar title="音视频设备检测" fallback="/index" />
      <p className={styles.note}>检测只在本机进行，画面和声音不会上传。</p>
      <section className={styles.section} aria-label="摄像头">
        <h3>摄像头</h3>
        <video ref={video} className={styles.preview} autoPlay playsInline muted aria-label="摄像头预览" />
        {!stream && (
          <Button block color="primary" onClick={() => void start()}>
            开始检测
          </Button>
        )}
        {error && <p role="alert">{error}</p>}
        {stream && <p>摄像头：{named('videoinput').join('、') || '—'}</p>}
      </section>
      <section className={styles.section} aria-label="麦克风">
        <h3>麦克风</h3>
        <meter className={styles.meter} min={0} max={100} value={level} aria-label="麦克风音量" />
        <p>{stream ? `音量 ${level}，请对着麦克风说话` : '开始检测后显示音量'}</p>
        {stream && <p>麦克风：{named('audioinput').join('、') || '—'}</p>}
      </section>
      <section className={styles.section} aria-label="扬声器">
        <h3>扬声器</h3>
        <Button block onClick={tone}>
          播放测试音（1秒）
        </Button>
        <p>能听到“嘟”声说明扬声器正常。</p>
      </section>
    </main>
  );
}
