import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { FoodPicker } from '../life/FoodPicker.tsx';
import { CHILD_PATHS } from './paths.ts';

/** The food bank (question/grow/nutrition/food/list): per 100 g values and household portions. */
export default function FoodListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="食物库" fallback={CHILD_PATHS.nutritionIndex} />
      <FoodPicker portions columns={4} />
    </main>
  );
}
