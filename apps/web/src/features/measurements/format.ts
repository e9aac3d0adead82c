/** Date-time text and field values: one copy for the app, in ui/format.ts. */

/** Reading texts live in packages/shared (the server writes them in timelines too). */
export {
  BG_PERIOD_LABELS,
  BP_PERIOD_LABELS,
  extraText,
  periodLabel,
  readingText,
  SOURCE_LABELS,
  unitText,
} from '@kanghu/shared';
export { formatDateTime, fromLocalInput, toLocalInput } from '../../ui/format.ts';
