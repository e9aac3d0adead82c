import { fileTypeFromBuffer } from 'file-type';

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

/**
 * The allow-list, keyed by the extension `file-type` reports. MPEG layer 1/2 audio is stored as
 * audio/mpeg like layer 3; audio-only MP4 (M4A, M4B) as audio/mp4. Anything else file-type
 * recognises (QuickTime, HEIC, plain ZIP, macro-enabled Office files, executables...) is refused.
 */
const ALLOWED: Record<string, SniffedType> = {
  jpg: TYPES.jpeg,
  png: TYPES.png,
  gif: TYPES.gif,
  webp: TYPES.webp,
  pdf: TYPES.pdf,
  mp3: TYPES.mp3,
  mp2: TYPES.mp3,
  mp1: TYPES.mp3,
  m4a: TYPES.m4a,
  m4b: TYPES.m4a,
  aac: TYPES.aac,
  amr: TYPES.amr,
  wav: TYPES.wav,
  mp4: TYPES.mp4,
  docx: TYPES.docx,
  xlsx: TYPES.xlsx,
};

/**
 * A VBA project inside an Office file declared as .docx/.xlsx. ZIP entry names are never
 * compressed, so the name shows in the archive's bytes whatever the content types claim.
 */
const hasMacros = (buf: Buffer) => buf.includes('vbaProject.bin', 0, 'latin1');

const isId3 = (buf: Buffer) => buf.subarray(0, 3).toString('latin1') === 'ID3';

/**
 * The type of a file from its content (`file-type`), or null when it is not on the allow-list.
 * The client's MIME type and file name are never trusted.
 */
export async function sniff(buf: Buffer): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(buf);
  // An ID3v2 tag followed by nothing file-type recognises (a tag-only or cut file) is still MP3.
  const ext = found?.ext ?? (isId3(buf) ? 'mp3' : undefined);
  const type = ext ? ALLOWED[ext] : undefined;
  if (!type) return null;
  if ((type === TYPES.docx || type === TYPES.xlsx) && hasMacros(buf)) return null;
  return type;
}
