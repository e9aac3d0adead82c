import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { FoodBankList } from './FoodBankList.tsx';
import { CHILD_PATHS } from './paths.ts';

/** The food bank (question/grow/nutrition/food/list): per 100 g values and household portions. */
export default function FoodListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="食物库" fallback={CHILD_PATHS.nutritionIndex} />
      <FoodBankList />
    </main>
  );
}
