import {
  type DietaryRecordView,
  FOOD_MAX_GRAMS,
  type FoodView,
  MEAL_TYPE_KEYS,
  MEAL_TYPES,
  type MealType,
  nutrientsOf,
  sumNutrients,
} from '@kanghu/shared';
import { Button, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { MeasureTimeInput } from '../measurements/components/MeasureTimeInput.tsx';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { useAddMeal } from './diet-queries.ts';
import { FoodPicker } from './FoodPicker.tsx';
import life from './Life.module.css';

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

function gramsProblem(p: Picked): string | null {
  const v = p.grams.trim();
  if (!/^\d+(\.\d)?$/.test(v)) return `${p.food.name}的重量须为数字`;
  const n = Number(v);
  if (n < 1) return `${p.food.name}的重量不能小于1克`;
  if (n > FOOD_MAX_GRAMS) return `${p.food.name}的重量不能超过${FOOD_MAX_GRAMS}克`;
  return null;
}

/** By grams (100 g a food) or by household portion (1碗米饭 = 150克, with a +portion button). */
const MODES = {
  grams: {
    hint: '点击“添加食物”从食物库选择，填写重量（克），自动计算能量和营养素。',
    popupTitle: '选择食物（默认100克，可修改）',
    firstGrams: (_food: FoodView) => '100',
  },
  portions: {
    hint: '点击“添加食物”从食物库选择，按份量（如1碗米饭）或克数填写。',
    popupTitle: '选择食物（默认1份，可修改克数）',
    firstGrams: (food: FoodView) => String(food.unitGrams ?? 100),
  },
} as const;

/**
 * One meal's entry: meal type, time, foods from the food bank with grams (or portions), totals
 * computed from the food table, saved by the diet API. Used by the adult diet entry and the
 * children's meal record.
 */
export function MealEditor({
  patientId,
  portions = false,
  badge,
  onSaved,
}: {
  patientId: number;
  portions?: boolean;
  /** The badge saying how nutrients are computed (not by an AI model). */
  badge: string;
  onSaved?: (row: DietaryRecordView) => void;
}) {
  const { ui } = useApp();
  const add = useAddMeal();
  const mode = MODES[portions ? 'portions' : 'grams'];
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
        patientId,
        mealType,
        eatTime,
        items: picked.map((p) => ({ foodId: p.food.id, grams: Number(p.grams) })),
      },
      {
        onSuccess: (row) => {
          ui.toast(`已保存${row.mealLabel}，共${row.energyKcal}千卡`);
          setPicked([]);
          onSaved?.(row);
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="本餐">
        <span className={life.label}>{badge}</span>
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
          <div className={styles.meta}>{mode.hint}</div>
        ) : (
          picked.map((p, i) => (
            <PickedRow
              key={p.food.id}
              picked={p}
              portions={portions}
              onGrams={(grams) => setGrams(i, grams)}
              onRemove={() => setPicked(picked.filter((_, j) => j !== i))}
            />
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
        <div className={styles.popupTitle}>{mode.popupTitle}</div>
        <FoodPicker
          {...(portions ? { portions: true, columns: 4 } : { title: '食物库' })}
          picked={new Set(picked.map((p) => p.food.id))}
          onPick={(food) => setPicked([...picked, { food, grams: mode.firstGrams(food) }])}
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

/** One chosen food: name (with a +portion button in portion mode), grams, delete. */
function PickedRow({
  picked: p,
  portions,
  onGrams,
  onRemove,
}: {
  picked: Picked;
  portions: boolean;
  onGrams: (grams: string) => void;
  onRemove: () => void;
}) {
  const unit = portions && p.food.unitName && p.food.unitGrams ? p.food : null;
  return (
    <div className={life.foodRow} data-testid={`picked-${p.food.name}`}>
      <span className={life.grow}>
        {p.food.name}
        {unit && (
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => onGrams(String((Number(p.grams) || 0) + (unit.unitGrams ?? 0)))}
          >
            +{unit.unitName}
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
        onChange={onGrams}
      />
      <span>克</span>
      <Button size="mini" fill="none" color="danger" onClick={onRemove}>
        删除
      </Button>
    </div>
  );
}
