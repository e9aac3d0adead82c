import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

/** Default zod messages in Simplified Chinese, on both sides. Call once at start-up. */
export function useChineseValidationMessages(): void {
  z.config(zhCN());
}
