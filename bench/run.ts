import { benchAi } from './ai.ts';
import { benchMine } from './api-mine.ts';
import { benchArticles } from './articles.ts';
import { benchChat } from './chat.ts';
import { benchIot } from './iot.ts';
import { benchPatients } from './patients.ts';
import { benchQuestionnaire } from './questionnaire.ts';

/**
 * `npm run bench`: every benchmark with its baseline in the same run. Not a timed test.
 * BENCH_ONLY=mine|iot|chat|patients|questionnaire|articles|ai runs one of them.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const results: { pass: boolean }[] = [];
if (!only || only === 'mine') results.push(await benchMine(seconds));
if (!only || only === 'iot') results.push(await benchIot(seconds));
if (!only || only === 'chat') results.push(await benchChat(seconds));
if (!only || only === 'patients') results.push(await benchPatients(seconds));
if (!only || only === 'questionnaire') results.push(await benchQuestionnaire(seconds));
if (!only || only === 'articles') results.push(await benchArticles(seconds));
if (!only || only === 'ai') results.push(await benchAi(seconds));
process.exit(results.every((r) => r.pass) ? 0 : 1);
