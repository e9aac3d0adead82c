import {
  chinaDay,
  FOOD_MAX_GRAMS,
  type FoodView,
  MEAL_TYPE_KEYS,
  MEAL_TYPES,
  type MealType,
  nutrientsOf,
  type PatientView,
  sumNutrients,
} from '@kanghu/shared';
import { Button, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { useAddMeal } from '../life/diet-queries.ts';
import life from '../life/Life.module.css';
import { MeasureTimeInput } from '../measurements/components/MeasureTimeInput.tsx';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { ChildScope } from './ChildScope.tsx';
import { FoodBankList } from './FoodBankList.tsx';
import { CHILD_PATHS, childPath } from './paths.ts';

const MEAL_OPTIONS = MEAL_TYPE_KEYS.map((value) => ({ value, label: MEAL_TYPES[value] }));

function mealByHour(hour: number): MealType {
  if (hour < 10) return 'breakfast';
  if (hour < 15) return 'lunch';
  if (hour < 21) return 'dinner';
  return 'snack';
}

interface Picked {
  food: FoodView;
  grams: string;
}

function gramsProblem(p: Picked): string | null {
  const v = p.grams.trim();
  if (!/^\d+(\.\d)?$/.test(v)) return `${p.food.name}的重量须为数字`;
  const n = Number(v);
  if (n < 1) return `${p.food.name}的重量不能小于1克`;
  if (n > FOOD_MAX_GRAMS) return `${p.food.name}的重量不能超过${FOOD_MAX_GRAMS}克`;
  return null;
}

/**
 * A child's meal (question/grow/nutrition/food/record): foods from the food bank by portion
 * (1碗米饭 = 150克, editable in grams); nutrients from the table, stored by the diet API.
 */
export default function FoodRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="记录饮食" fallback={CHILD_PATHS.nutritionIndex} />
      <ChildScope>{(child) => <MealForm child={child} />}</ChildScope>
    </main>
  );
}

function MealForm({ child }: { child: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const add = useAddMeal();
  const [mealType, setMealType] = useState<MealType>(() => mealByHour(new Date().getHours()));
  const [time, setTime] = useState(() => toLocalInput(new Date()));
  const [picked, setPicked] = useState<Picked[]>([]);
  const [picking, setPicking] = useState(false);
  const valid = picked.filter((p) => gramsProblem(p) === null);
  const totals = sumNutrients(valid.map((p) => nutrientsOf(p.food, Number(p.grams))));
  const setGrams = (i: number, grams: string) =>
    setPicked(picked.map((q, j) => (j === i ? { ...q, grams } : q)));

  const save = () => {
    const eatTime = fromLocalInput(time);
    const problem =
      (picked.length === 0 ? '请至少选择一种食物' : null) ??
      picked.map(gramsProblem).find((m) => m !== null) ??
      checkMeasureTime(eatTime)?.replace('测量', '用餐');
    if (problem || !eatTime) {
      void ui.alert(problem ?? '请选择用餐时间', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId: child.id,
        mealType,
        eatTime,
        items: picked.map((p) => ({ foodId: p.food.id, grams: Number(p.grams) })),
      },
      {
        onSuccess: (row) => {
          ui.toast(`已保存${row.mealLabel}，共${row.energyKcal}千卡`);
          setPicked([]);
          navigate(
            childPath(CHILD_PATHS.nutritionReport, child.id, { day: chinaDay(new Date(row.eatTime)) }),
          );
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="本餐">
        <span className={life.label}>食物成分表计算 · 非AI</span>
        <h2 className={styles.cardTitle}>本餐</h2>
        <Selector
          options={MEAL_OPTIONS}
          value={[mealType]}
          columns={4}
          onChange={(v) => v[0] && setMealType(v[0])}
        />
        <div className={life.foodRow}>
          <span className={life.fieldLabel}>用餐时间</span>
          <div className={life.fieldInput}>
            <MeasureTimeInput value={time} onChange={setTime} />
          </div>
        </div>
        {picked.length === 0 ? (
          <div className={styles.meta}>点击“添加食物”从食物库选择，按份量（如1碗米饭）或克数填写。</div>
        ) : (
          picked.map((p, i) => (
            <div key={p.food.id} className={life.foodRow} data-testid={`picked-${p.food.name}`}>
              <span className={life.grow}>
                {p.food.name}
                {p.food.unitName && p.food.unitGrams && (
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={() => setGrams(i, String((Number(p.grams) || 0) + (p.food.unitGrams ?? 0)))}
                  >
                    +{p.food.unitName}
                  </Button>
                )}
              </span>
              <Input
                className={life.grams}
                type="text"
                inputMode="decimal"
                value={p.grams}
                maxLength={6}
                aria-label={`${p.food.name}重量`}
                onChange={(grams) => setGrams(i, grams)}
              />
              <span>克</span>
              <Button
                size="mini"
                fill="none"
                color="danger"
                onClick={() => setPicked(picked.filter((_, j) => j !== i))}
              >
                删除
              </Button>
            </div>
          ))
        )}
        <div className={life.foodRow}>
          <span className={life.grow}>合计能量</span>
          <span className={life.total} data-testid="meal-energy">
            {totals.energyKcal}
          </span>
          <span>千卡</span>
        </div>
        <div className={styles.meta}>
          蛋白质{totals.protein}克 · 脂肪{totals.fat}克 · 碳水化合物{totals.carbohydrate}克
        </div>
        <div className={styles.actions} style={{ padding: '0.24rem 0 0' }}>
          <Button
            color="primary"
            fill="outline"
            size="large"
            shape="rounded"
            onClick={() => setPicking(true)}
          >
            添加食物
          </Button>
          <Button color="primary" size="large" shape="rounded" loading={add.isPending} onClick={save}>
            保存本餐
          </Button>
        </div>
      </section>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName={styles.popup}>
        <div className={styles.popupTitle}>选择食物（默认1份，可修改克数）</div>
        <FoodBankList
          picked={new Set(picked.map((p) => p.food.id))}
          onPick={(food) => setPicked([...picked, { food, grams: String(food.unitGrams ?? 100) }])}
        />
        <div className={styles.actions}>
          <Button color="primary" size="large" shape="rounded" onClick={() => setPicking(false)}>
            完成
          </Button>
        </div>
      </Popup>
    </>
  );
}
