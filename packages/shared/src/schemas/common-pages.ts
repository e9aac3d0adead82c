import { z } from 'zod';
import { measurementReport } from './measurement.ts';

/**
 * Per-project texts and samples of the common pages (issue 14), stored in `configs` and read
 * through the open GET /api/config/:key. The keys are fixed here, once.
 */
export const COMMON_PAGE_CONFIG_KEYS = {
  /** The user privacy policy (个人信息保护政策), a `legalDoc`. */
  privacyPolicy: 'privacy_policy',
  /** The sample health report a new user is shown (/app/common/demonstration/report). */
  sampleReport: 'sample_report',
} as const;

/** A legal text: titled sections of paragraphs and bullet items; `{name}` is the project's name. */
export const legalDoc = z.object({
  title: z.string().min(1),
  updated: z.string(),
  intro: z.string(),
  sections: z
    .array(
      z.object({
        title: z.string().min(1),
        paragraphs: z.array(z.string()),
        items: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});
export type LegalDoc = z.infer<typeof legalDoc>;

/** The label a sample report carries at the top and on every section (a product rule, not stored). */
export const SAMPLE_REPORT_LABEL = '示例报告（演示数据，非您本人的数据）';

/**
 * The stored sample report: the same figures as a real blood-pressure report, so the same
 * component renders it.
 */
export const sampleReport = z.object({
  title: z.string().min(1),
  report: measurementReport,
});
export type SampleReport = z.infer<typeof sampleReport>;
