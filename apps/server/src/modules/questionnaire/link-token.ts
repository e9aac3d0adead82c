import { createHash } from 'node:crypto';

/** The no-login link's token: only its hash is stored; the messages a wrong or spent link answers. */
export const LINK_USED = '该问卷链接已使用或已过期，请向医生重新获取';
export const LINK_INVALID = '问卷链接无效';
export const LINK_IMAGE_FOREIGN = '图片须通过本问卷链接上传';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
