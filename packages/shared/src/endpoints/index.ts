/**
 * Every API call's contract (method, path, input and output types), one module per area. Zod-free
 * at run time: the web imports these without pulling the schemas into its bundles.
 */

export * from './care.ts';
export * from './detection.ts';
export * from './endpoint.ts';
export * from './home-monitor.ts';
export * from './iot-hut.ts';
export * from './lung.ts';
export * from './measurement.ts';
