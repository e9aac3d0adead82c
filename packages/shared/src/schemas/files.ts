import { z } from 'zod';

/** POST /api/upload/file and /api/base/upload/file: `path` is a category folder of the caller. */
export const uploadQuery = z.object({
  path: z
    .string()
    .trim()
    .max(64, '上传目录过长')
    .regex(/^[A-Za-z0-9_/-]*$/, '上传目录格式有误')
    .optional(),
});

/** The answer of an upload. `url` is unguessable and public (img tags send no headers). */
export const uploadResult = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** POST /api/base/upload/file/word2html */
export const word2htmlResult = z.object({ html: z.string() });
export type Word2htmlResult = z.infer<typeof word2htmlResult>;

/** GET /api/files/:project/:storedName */
export const storedFileParams = z.object({
  project: z.string().min(1).max(64),
  storedName: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, '文件不存在'),
});
