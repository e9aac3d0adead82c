import type { filesContract } from '../contracts/files.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Files: uploads (multipart: the web sends `form`), Word to HTML, and the stored file itself
 * (not the envelope: the file's bytes).
 */
export const files = endpointsOf<typeof filesContract>({
  upload: 'POST /api/upload/file',
  /** The same call under the spec's /api/base prefix. */
  baseUpload: 'POST /api/base/upload/file',
  word2html: 'POST /api/base/upload/file/word2html',
  stored: 'GET /api/files/:project/:storedName',
});
