import { zipEntryNames } from './zip-names.ts';

export type FileKind = 'image' | 'audio' | 'video' | 'document';

export interface SniffedType {
  mime: string;
  /** Extension of stored names (from the content, never from the client's file name). */
  ext: string;
  kind: FileKind;
}

const t = (mime: string, ext: string, kind: FileKind): SniffedType => ({ mime, ext, kind });

export const TYPES = {
  jpeg: t('image/jpeg', 'jpg', 'image'),
  png: t('image/png', 'png', 'image'),
  gif: t('image/gif', 'gif', 'image'),
  webp: t('image/webp', 'webp', 'image'),
  pdf: t('application/pdf', 'pdf', 'document'),
  mp3: t('audio/mpeg', 'mp3', 'audio'),
  m4a: t('audio/mp4', 'm4a', 'audio'),
  aac: t('audio/aac', 'aac', 'audio'),
  amr: t('audio/amr', 'amr', 'audio'),
  wav: t('audio/wav', 'wav', 'audio'),
  mp4: t('video/mp4', 'mp4', 'video'),
  docx: t('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'document'),
  xlsx: t('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'document'),
} as const;

/** MP4 brands of audio-only files. QuickTime ('qt  ') and other ISO-BMFF kinds are not allowed. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'MSNV',
  'dash',
  'mmp4',
]);

function startsWith(buf: Buffer, bytes: number[] | string, at = 0): boolean {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= at + b.length && buf.subarray(at, at + b.length).equals(b);
}

function sniffZip(buf: Buffer): SniffedType | null {
  const names = zipEntryNames(buf);
  if (!names?.includes('[Content_Types].xml')) return null;
  // Macro-enabled documents (.docm, .xlsm) carry a VBA project: refused.
  if (names.some((n) => n.endsWith('vbaProject.bin'))) return null;
  if (names.includes('word/document.xml')) return TYPES.docx;
  if (names.includes('xl/workbook.xml')) return TYPES.xlsx;
  return null;
}

function sniffMpegAudio(buf: Buffer): SniffedType | null {
  if (startsWith(buf, 'ID3')) return TYPES.mp3;
  const [b0, b1] = [buf[0] ?? 0, buf[1] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  // Frame sync: layer bits 00 are ADTS (AAC); any other layer is MPEG audio (MP3).
  if ((b1 & 0xf6) === 0xf0) return TYPES.aac;
  return (b1 & 0x06) !== 0 && (b1 & 0x18) !== 0x08 ? TYPES.mp3 : null;
}

/**
 * The type of a file from its leading bytes (and, for ZIPs, its entry names), or null when it
 * is not on the allow-list. The client's MIME type and file name are never trusted.
 */
export function sniff(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return TYPES.gif;
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return TYPES.webp;
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WAVE', 8)) return TYPES.wav;
  if (startsWith(buf, '%PDF-')) return TYPES.pdf;
  if (startsWith(buf, '#!AMR')) return TYPES.amr;
  if (startsWith(buf, 'ftyp', 4)) {
    const brand = buf.toString('latin1', 8, 12);
    if (AUDIO_BRANDS.has(brand)) return TYPES.m4a;
    if (VIDEO_BRANDS.has(brand)) return TYPES.mp4;
    return null;
  }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  return sniffMpegAudio(buf);
}
