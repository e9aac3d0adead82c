import { chinaDay, chinaMidnight, DAY_MS, nutrientsOf, sumNutrients } from '@kanghu/shared';
import type pg from 'pg';

/**
 * The demo child's meals (issue 13 section 2): five days of meals from the food bank, so the
 * nutrition and recipe reports of the yingkang user shell have content. Called by seedChildHealth
 * (child-health-data.ts).
 */

/** Meals of a day: [meal type, China hh:mm, [food code, grams][]]. Three menus, rotated. */
type Menu = Array<[string, string, Array<[string, number]>]>;
const MENUS: Menu[] = [
  [
    [
      'breakfast',
      '07:20',
      [
        ['cereal-11', 250],
        ['egg-04', 50],
        ['egg-02', 250],
      ],
    ],
    [
      'lunch',
      '12:00',
      [
        ['cereal-02', 150],
        ['meat-01', 50],
        ['veg-11', 100],
        ['veg-03', 100],
        ['oil-01', 8],
      ],
    ],
    ['snack', '15:30', [['fruit-01', 150]]],
    [
      'dinner',
      '18:10',
      [
        ['cereal-02', 100],
        ['fish-05', 80],
        ['veg-08', 100],
        ['bean-02', 50],
        ['oil-01', 8],
      ],
    ],
  ],
  [
    [
      'breakfast',
      '07:15',
      [
        ['cereal-12', 250],
        ['egg-01', 50],
        ['bean-06', 200],
      ],
    ],
    [
      'lunch',
      '12:05',
      [
        ['cereal-02', 150],
        ['meat-05', 60],
        ['veg-07', 100],
        ['veg-05', 50],
        ['oil-03', 8],
      ],
    ],
    [
      'snack',
      '15:40',
      [
        ['egg-03', 100],
        ['fruit-02', 120],
      ],
    ],
    [
      'dinner',
      '18:20',
      [
        ['cereal-13', 75],
        ['meat-03', 40],
        ['veg-01', 100],
        ['oil-03', 6],
      ],
    ],
  ],
  [
    [
      'breakfast',
      '07:30',
      [
        ['cereal-13', 50],
        ['egg-01', 50],
        ['egg-02', 200],
      ],
    ],
    [
      'lunch',
      '11:55',
      [
        ['cereal-02', 120],
        ['fish-04', 50],
        ['veg-14', 100],
        ['oil-01', 10],
      ],
    ],
    [
      'dinner',
      '18:00',
      [
        ['cereal-09', 150],
        ['meat-04', 80],
        ['veg-10', 100],
      ],
    ],
  ],
];

/** Inserts the last five days' meals (up to `now`) of the child, recorded by the family user. */
export async function seedChildMeals(
  client: pg.Client,
  projectId: number,
  child: { id: number; user_id: number },
  today: string,
  now: number,
): Promise<void> {
  const foods = await client.query<{
    id: number;
    code: string;
    name: string;
    energy_kcal: number;
    protein: number;
    fat: number;
    carbohydrate: number;
  }>(`select id, code, name, energy_kcal, protein, fat, carbohydrate from foods where active`);
  const byCode = new Map(foods.rows.map((f) => [f.code, f]));
  for (let back = 4; back >= 0; back--) {
    const day = chinaDay(new Date(chinaMidnight(today).getTime() - back * DAY_MS));
    const menu = MENUS[back % MENUS.length] ?? [];
    for (const [mealType, hhmm, list] of menu) {
      const eatenAt = new Date(`${day}T${hhmm}:00+08:00`);
      if (eatenAt.getTime() > now) continue;
      const items = list.flatMap(([code, grams]) => {
        const f = byCode.get(code);
        if (!f) return [];
        const per100 = {
          energyKcal: f.energy_kcal,
          protein: f.protein,
          fat: f.fat,
          carbohydrate: f.carbohydrate,
        };
        return [{ foodId: f.id, name: f.name, grams, ...nutrientsOf(per100, grams) }];
      });
      if (items.length === 0) continue;
      const t = sumNutrients(items);
      await client.query(
        `insert into dietary_records (project_id, patient_id, meal_type, eaten_at, items, energy_kcal, protein, fat,
           carbohydrate, created_by_user_id, created_at)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$4)`,
        [
          projectId,
          child.id,
          mealType,
          eatenAt,
          JSON.stringify(items),
          t.energyKcal,
          t.protein,
          t.fat,
          t.carbohydrate,
          child.user_id,
        ],
      );
    }
  }
}
