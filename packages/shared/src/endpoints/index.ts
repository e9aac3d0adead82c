/**
 * Every API call's contract (method, path, input and output types), one module per area. Zod-free
 * at run time: the web imports these without pulling the schemas into its bundles.
 */

export * from './doctor.ts';
export * from './doctor-profile.ts';
export * from './doctor-services.ts';
export * from './endpoint.ts';
export * from './equity.ts';
export * from './measurement.ts';
export * from './service-card.ts';
