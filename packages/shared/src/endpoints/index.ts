/**
 * Every API call's contract (method, path, input and output types), one module per area. Zod-free
 * at run time: the web imports these without pulling the schemas into its bundles.
 */

export * from './device.ts';
export * from './endpoint.ts';
export * from './life.ts';
export * from './measurement.ts';
export * from './ocr.ts';
export * from './third.ts';
