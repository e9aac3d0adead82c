/**
 * Demo audio for the knowledge items, synthesised at seed time (nothing downloaded): a calm
 * sequence of soft sine notes, 8 kHz 8-bit mono PCM WAV, which every browser's <audio> plays.
 * It is a tone, not speech: the items using it say so in their titles (演示音频).
 */
const RATE = 8000;

/** Frequencies (Hz) of a pentatonic scale around A4, soft to the ear. */
const SCALES = {
  calm: [261.63, 293.66, 329.63, 392.0, 440.0],
  low: [196.0, 220.0, 261.63, 293.66, 329.63],
} as const;

export function demoToneWav(seconds: number, scale: keyof typeof SCALES = 'calm', noteSeconds = 1.5): Buffer {
  const samples = Math.round(seconds * RATE);
  const data = Buffer.alloc(samples);
  const notes = SCALES[scale];
  const perNote = Math.round(noteSeconds * RATE);
  for (let i = 0; i < samples; i++) {
    const n = Math.floor(i / perNote);
    // A gentle walk up and down the scale.
    const step = n % (notes.length * 2 - 2);
    const freq = notes[step < notes.length ? step : notes.length * 2 - 2 - step] ?? 440;
    const t = (i % perNote) / perNote;
    const envelope = Math.sin(Math.PI * t) ** 2; // fades in and out: no clicks
    const value = 0.35 * envelope * Math.sin((2 * Math.PI * freq * i) / RATE);
    data[i] = Math.max(0, Math.min(255, Math.round(128 + value * 127)));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}
