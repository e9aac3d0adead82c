export * from './check.ts';
export * from './conditions.ts';
export * from './linan-prescription.ts';
export * from './scales/index.ts';
export * from './score.ts';
export * from './sjtu-flow.ts';
export * from './types.ts';
export * from './validate.ts';
