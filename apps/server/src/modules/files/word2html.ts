import mammoth from 'mammoth';
import { badRequest } from '../../lib/errors.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { TYPES } from './sniff.ts';
import { requireAllowedType } from './upload-service.ts';

/** A .docx (checked by content) converted to sanitised HTML; images become data URIs. */
export async function word2html(body: Buffer): Promise<string> {
  await requireAllowedType(body, (t) => t === TYPES.docx);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: body },
      { convertImage: mammoth.images.dataUri, externalFileAccess: false },
    );
    html = result.value;
  } catch {
    throw badRequest('文档解析失败，请上传有效的Word文档');
  }
  return sanitizeRichHtml(html);
}
