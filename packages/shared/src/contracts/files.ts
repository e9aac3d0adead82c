import type { Contract } from '../endpoints/endpoint.ts';
import { storedFileParams, uploadQuery, uploadResult, word2htmlResult } from '../index.ts';

const upload = { query: uploadQuery, response: uploadResult };

/** Files: uploads (multipart), Word to HTML, and the stored file itself (its bytes). */
export const filesContract = {
  upload,
  baseUpload: upload,
  word2html: { response: word2htmlResult },
  stored: { params: storedFileParams },
} satisfies Contract;
