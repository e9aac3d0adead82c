import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants.ts';
import { ROW_ID_MAX } from './auth.ts';

/** Field helpers of the patient schemas (patient.ts, patient-relation.ts); not exported by the package. */
export const shortText = (label: string, max = 100) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);

export const pageNo = z.coerce
  .number({ error: '页码须为数字' })
  .int()
  .min(1, '页码须大于0')
  .max(ROW_ID_MAX, '页码超出范围')
  .default(1);
export const pageSize = z.coerce
  .number({ error: '每页条数须为数字' })
  .int()
  .min(1, '每页条数须大于0')
  .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE);
export const searchField = z.string().trim().max(50, '搜索内容不能超过50个字').optional();
