import { chinaDay, type PatientView } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { MealEditor } from '../life/MealEditor.tsx';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, childPath } from './paths.ts';

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
  const navigate = useNavigate();
  return (
    <MealEditor
      patientId={child.id}
      portions
      badge="食物成分表计算 · 非AI"
      onSaved={(row) =>
        navigate(childPath(CHILD_PATHS.nutritionReport, child.id, { day: chinaDay(new Date(row.eatTime)) }))
      }
    />
  );
}
