import { describe, expect, it } from 'vitest';
import { sniff } from '../../src/modules/files/sniff.ts';
import { docx, JPEG_HEAD, PDF_SMALL, PNG_1PX, xlsx, zip } from './helpers.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat([
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    Buffer.alloc(16),
  ]);

describe('sniff (type by content)', () => {
  it.each([
    ['jpeg', JPEG_HEAD, 'image/jpeg', 'jpg'],
    ['png', PNG_1PX, 'image/png', 'png'],
    ['gif', bytes('GIF89a'), 'image/gif', 'gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'wav'],
    ['pdf', PDF_SMALL, 'application/pdf', 'pdf'],
    ['mp3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'mp3'],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['aac adts', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac', 'aac'],
    ['amr', bytes('#!AMR\n'), 'audio/amr', 'amr'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4', 'm4a'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4', 'mp4'],
    ['docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ])('recognises %s', async (_name, buf, mime, ext) => {
    expect(await sniff(buf)).toMatchObject({ mime, ext });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['html', Buffer.from('<!doctype html><script>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['elf', bytes([0x7f, 0x45, 0x4c, 0x46])],
    ['quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['plain zip', zip({ 'a.txt': 'a' })],
    ['truncated zip', zip({ '[Content_Types].xml': 'x', 'word/document.xml': 'y' }).subarray(0, 40)],
    ['reserved mpeg layer', bytes([0xff, 0xe8])],
  ])('refuses %s', async (_name, buf) => {
    expect(await sniff(buf)).toBeNull();
  });

  it("survives garbage ZIPs (the ZIP reading is file-type's now)", async () => {
    const broken = zip({ 'a.txt': 'a' });
    broken.writeUInt32LE(0xffffff, broken.length - 6);
    expect(await sniff(broken)).toBeNull();
    expect(await sniff(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
  });
});
