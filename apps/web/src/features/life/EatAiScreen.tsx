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
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { MeasureTimeInput } from '../measurements/components/MeasureTimeInput.tsx';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { useAddMeal } from './diet-queries.ts';
import { FoodPicker } from './FoodPicker.tsx';
import life from './Life.module.css';
import { TodayNutrition } from './TodayNutrition.tsx';

const MEAL_OPTIONS = MEAL_TYPE_KEYS.map((value) => ({ value, label: MEAL_TYPES[value] }));

/** The meal type by the local hour: breakfast before 10, lunch before 15, dinner before 21, else snack. */
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

/**
 * Diet entry (/health/patient/eat/ai). The spec calls it "AI"; with no model available it is a
 * structured entry: foods from the food bank with grams, nutrients computed from the table.
 */
export default function EatAiScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="饮食记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <MealEntry patient={patient} />}</PatientScope>
    </main>
  );
}

function gramsProblem(p: Picked): string | null {
  const v = p.grams.trim();
  if (!/^\d+(\.\d)?$/.test(v)) return `${p.food.name}的重量须为数字`;
  const n = Number(v);
  if (n < 1) return `${p.food.name}的重量不能小于1克`;
  if (n > FOOD_MAX_GRAMS) return `${p.food.name}的重量不能超过${FOOD_MAX_GRAMS}克`;
  return null;
}

function MealEntry({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const add = useAddMeal();
  const [mealType, setMealType] = useState<MealType>(() => mealByHour(new Date().getHours()));
  const [time, setTime] = useState(() => toLocalInput(new Date()));
  const [picked, setPicked] = useState<Picked[]>([]);
  const [picking, setPicking] = useState(false);
  const valid = picked.filter((p) => gramsProblem(p) === null);
  const totals = sumNutrients(valid.map((p) => nutrientsOf(p.food, Number(p.grams))));

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
        patientId: patient.id,
        mealType,
        eatTime,
        items: picked.map((p) => ({ foodId: p.food.id, grams: Number(p.grams) })),
      },
      {
        onSuccess: (row) => {
          ui.toast(`已保存${row.mealLabel}，共${row.energyKcal}千卡`);
          setPicked([]);
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="本餐">
        <span className={life.label}>食物库计算 · 非AI模型</span>
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
          <div className={styles.meta}>
            点击“添加食物”从食物库选择，填写重量（克），自动计算能量和营养素。
          </div>
        ) : (
          picked.map((p, i) => (
            <div key={p.food.id} className={life.foodRow} data-testid={`picked-${p.food.name}`}>
              <span className={life.grow}>{p.food.name}</span>
              <Input
                className={life.grams}
                type="text"
                inputMode="decimal"
                value={p.grams}
                maxLength={6}
                aria-label={`${p.food.name}重量`}
                onChange={(grams) => setPicked(picked.map((q, j) => (j === i ? { ...q, grams } : q)))}
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
      <TodayNutrition patientId={patient.id} day={chinaDay()} />
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName={styles.popup}>
        <div className={styles.popupTitle}>选择食物（默认100克，可修改）</div>
        <FoodPicker
          picked={new Set(picked.map((p) => p.food.id))}
          onPick={(food) => setPicked([...picked, { food, grams: '100' }])}
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
