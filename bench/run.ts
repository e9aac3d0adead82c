import { benchMine } from './api-mine.ts';

/** `npm run bench`: every benchmark with its baseline in the same run. Not a timed test. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const results = [await benchMine(seconds)];
process.exit(results.every((r) => r.pass) ? 0 : 1);
