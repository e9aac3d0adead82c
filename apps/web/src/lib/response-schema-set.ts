/**
 * The shared zod schemas the request layer and screens check answers with. Only ever imported
 * dynamically (lib/response-schemas.ts), so zod stays out of the start-up chunks, the sign-in pages
 * and the screens' own chunks.
 */
export { announcementDetail, announcementPage, projectConfigView, sessionInfo } from '@kanghu/shared';
