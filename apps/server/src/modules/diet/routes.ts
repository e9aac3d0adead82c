import { dietContract } from '@kanghu/shared/contracts';
import { diet } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['patient'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Diet: food bank, meals, nutrition report. */
export default async function dietRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(diet, dietContract, {
    foodBank: {
      summary: '食物库',
      description:
        'Common foods of the China Food Composition Tables, per 100 g edible portion (seeded by migration 0014).',
      handle: (ctx, { query }) => service.foodBank(ctx, query),
    },
    addMeal: {
      summary: '添加饮食记录',
      description: `Items are food-bank ids with grams; energy and macronutrients are worked out by the server. ${SCOPE}`,
      handle: (ctx, { body }) => service.addDietaryRecord(ctx, body),
    },
    meals: {
      summary: '饮食记录',
      description: `One China day (day=YYYY-MM-DD) or the last \`days\` (default 7), newest first, with per-day totals. ${SCOPE}`,
      handle: (ctx, { query }) => service.listDietaryRecords(ctx, query),
    },
    nutritionReport: {
      summary: '营养报告',
      description: `One meal (dietaryRecordId) or a China day (default today) against the Chinese DRIs 2013 (children 1-17: the EER for age and sex): energy, protein, fat and carbohydrate energy shares, advice, whole-day scores. ${SCOPE}`,
      handle: (ctx, { query }) => service.nutritionReport(ctx, query),
    },
    recipes: {
      summary: '营养食谱建议（规则）',
      description: `Seeded recipes (migration 0027), those for the nutrients the day scored low on first. Fixed rules, not a model. ${SCOPE}`,
      handle: (ctx, { query }) => service.recipeSuggestions(ctx, query),
    },
  });
}
