import type { storedFileParams, uploadQuery, uploadResult, word2htmlResult } from '../schemas/files.ts';
import { endpoint } from './endpoint.ts';

type Upload = { query: typeof uploadQuery; response: typeof uploadResult };

/**
 * Files: uploads (multipart: the web sends `form`), Word to HTML, and the stored file itself
 * (not the envelope: the file's bytes).
 */
export const files = {
  upload: endpoint<Upload>('POST', '/api/upload/file'),
  /** The same call under the spec's /api/base prefix. */
  baseUpload: endpoint<Upload>('POST', '/api/base/upload/file'),
  word2html: endpoint<{ response: typeof word2htmlResult }>('POST', '/api/base/upload/file/word2html'),
  stored: endpoint<{ params: typeof storedFileParams }>('GET', '/api/files/:project/:storedName'),
};
