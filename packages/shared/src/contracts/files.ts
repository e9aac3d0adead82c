import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

const upload = { query: s.uploadQuery, response: s.uploadResult };

/** Files: uploads (multipart), Word to HTML, and the stored file itself (its bytes). */
export const filesContract = {
  upload,
  baseUpload: upload,
  word2html: { response: s.word2htmlResult },
  stored: { params: s.storedFileParams },
} satisfies Contract;
