/**
 * The shared zod schemas the request layer checks answers with. Only ever imported dynamically
 * (lib/response-schemas.ts), so zod stays out of the start-up chunks and the sign-in pages.
 */
export { projectConfigView, sessionInfo } from '@kanghu/shared';
