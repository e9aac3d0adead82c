export * from './auth.ts';
export * from './files.ts';
export * from './messages.ts';
export * from './projects.ts';
export * from './tenancy.ts';
export * from './users.ts';
