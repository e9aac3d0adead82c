/**
 * Every area's contract: per endpoint, its zod schemas as values, named once. Server-only
 * (`@kanghu/shared/contracts`); the web-safe endpoint maps (../endpoints) take their types with
 * `import type`.
 */

export * from './care.ts';
export * from './conference.ts';
export * from './knowledge.ts';
export * from './points.ts';
