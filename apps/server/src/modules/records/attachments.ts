import { UPLOAD_URL_PATTERN } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { fileUrl } from '../files/upload-service.ts';
import { knownUploads } from './repo.ts';

/**
 * Attachments must be files uploaded to this project (POST /api/upload/file): the address is
 * rebuilt from the stored name, so a foreign or made-up address answers 400 附件不存在.
 */
export async function checkAttachments<T extends { url: string; name: string }>(
  tx: Tx,
  projectKey: string,
  list: T[],
): Promise<T[]> {
  if (list.length === 0) return list;
  const names = list.map((a) => UPLOAD_URL_PATTERN.exec(a.url)?.[1] ?? '');
  const known = await knownUploads(tx, names);
  return list.map((a, i) => {
    const name = names[i] ?? '';
    const url = fileUrl(projectKey, name);
    if (!known.has(name) || url !== a.url) throw badRequest('附件不存在，请重新上传');
    return { ...a, url };
  });
}
