/**
 * Transitional re-exports for features outside the inquiry area (doctor-services) that still
 * import from here; the inquiry area's hooks live in queries.ts and doctor-queries.ts.
 */
export type { Page } from './doctor-queries.ts';
export { useInquiryOrders, useInquiryStateRefresh } from './queries.ts';
