export * from './auth.ts';
export * from './files.ts';
export * from './projects.ts';
export * from './tenancy.ts';
export * from './users.ts';
export * from './messages.ts';
