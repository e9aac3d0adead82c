/** Routes of the life screens (spec routes.tsv, family health-patient). */
export const LIFE_PATHS = {
  habit: '/health/patient/life/habit',
  sport: '/health/patient/sport',
  sportAi: '/health/patient/sport/ai',
  eatAi: '/health/patient/eat/ai',
  lifeAiAdd: '/health/patient/life/ai/add',
} as const;
