const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/**
 * The entry names of a ZIP archive, read from its central directory (no decompression), or null
 * when the buffer is not a well-formed ZIP. Used to tell .docx from .xlsx from any other ZIP.
 */
export function zipEntryNames(buf: Buffer): string[] | null {
  if (buf.length < EOCD_MIN) return null;
  const floor = Math.max(0, buf.length - EOCD_MIN - MAX_COMMENT);
  let eocd = -1;
  for (let i = buf.length - EOCD_MIN; i >= floor; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  let offset = buf.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return null;
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > eocd || buf.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return null;
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > eocd) return null;
    names.push(buf.toString('utf8', offset + 46, end));
    offset = end + extraLength + commentLength;
  }
  return names;
}
