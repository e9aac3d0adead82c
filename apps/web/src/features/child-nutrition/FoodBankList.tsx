import type { FoodView } from '@kanghu/shared';
import { Button, SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useFoodBank } from '../life/diet-queries.ts';
import life from '../life/Life.module.css';

/** The food bank with portions, a keyword and a category filter; `onPick` adds an add button. */
export function FoodBankList({
  onPick,
  picked,
}: {
  onPick?: (food: FoodView) => void;
  picked?: Set<number>;
}) {
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
          columns={4}
        />
      </div>
      {list.length === 0 ? (
        <EmptyState title="没有找到这种食物" />
      ) : (
        list.map((f) => (
          <div key={f.id} className={life.foodRow} data-testid={`food-${f.name}`}>
            <div className={life.grow}>
              <div className={life.name}>{f.name}</div>
              <div className={life.sub}>
                每100克 {f.energyKcal}千卡 · 蛋白质{f.protein}克 · 脂肪{f.fat}克 · 碳水{f.carbohydrate}克
              </div>
              {f.unitName && f.unitGrams && (
                <div className={life.sub}>
                  {f.unitName}约{f.unitGrams}克 ≈ {Math.round((f.energyKcal * f.unitGrams) / 100)}千卡
                </div>
              )}
            </div>
            {onPick && (
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={picked?.has(f.id)}
                onClick={() => onPick(f)}
              >
                {picked?.has(f.id) ? '已选' : '添加'}
              </Button>
            )}
          </div>
        ))
      )}
      <div className={styles.meta}>数据来源：{bank.data.source}</div>
    </section>
  );
}
