import type { FoodView } from '@kanghu/shared';
import { Button, SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useFoodBank } from './diet-queries.ts';
import life from './Life.module.css';

interface FoodPickerProps {
  /** Adds an add button to each row; without it the bank is a read-only list. */
  onPick?: (food: FoodView) => void;
  picked?: Set<number>;
  /** Shows each food's household portion (1碗 ≈ 150克) and its energy. */
  portions?: boolean;
  /** A card heading above the search bar. */
  title?: string;
  /** Columns of the category selector. */
  columns?: number;
}

/**
 * The food bank (GET /api/patient/food/bank) with a keyword and a category filter: the adult
 * diet entry's picker and the children's food bank and meal picker (with portions).
 */
export function FoodPicker({ onPick, picked, portions = false, title, columns = 3 }: FoodPickerProps) {
  const bank = useFoodBank();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  if (bank.isPending) return <LoadingState text="食物库加载中" />;
  if (bank.isError)
    return <ErrorState message={errorMessage(bank.error)} onRetry={() => void bank.refetch()} />;
  const word = keyword.trim();
  const list = bank.data.list.filter(
    (f) => (!word || f.name.includes(word)) && (category === null || f.category === category),
  );
  return (
    <section className={styles.card} aria-label="食物库">
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      <SearchBar
        placeholder="搜索食物，如 米饭"
        value={keyword}
        onChange={setKeyword}
        aria-label="搜索食物"
      />
      <div style={{ marginTop: '0.16rem' }}>
        <Selector
          options={bank.data.categories.map((c) => ({ label: c, value: c }))}
          value={category ? [category] : []}
          onChange={(v) => setCategory(v[0] ?? null)}
          columns={columns}
        />
      </div>
      {list.length === 0 ? (
        <EmptyState title="没有找到这种食物" />
      ) : (
        list.map((f) => (
          <FoodRow key={f.id} food={f} portions={portions} picked={picked?.has(f.id)} onPick={onPick} />
        ))
      )}
      <div className={styles.meta}>数据来源：{bank.data.source}</div>
    </section>
  );
}

function FoodRow({
  food: f,
  portions,
  picked = false,
  onPick,
}: {
  food: FoodView;
  portions: boolean;
  picked?: boolean;
  onPick?: (food: FoodView) => void;
}) {
  return (
    <div className={life.foodRow} data-testid={`food-${f.name}`}>
      <div className={life.grow}>
        <div className={life.name}>{f.name}</div>
        <div className={life.sub}>
          每100克 {f.energyKcal}千卡 · 蛋白质{f.protein}克 · 脂肪{f.fat}克 · 碳水{f.carbohydrate}克
        </div>
        {portions && f.unitName && f.unitGrams && (
          <div className={life.sub}>
            {f.unitName}约{f.unitGrams}克 ≈ {Math.round((f.energyKcal * f.unitGrams) / 100)}千卡
          </div>
        )}
      </div>
      {onPick && (
        <Button size="small" color="primary" fill="outline" disabled={picked} onClick={() => onPick(f)}>
          {picked ? '已选' : '添加'}
        </Button>
      )}
    </div>
  );
}
