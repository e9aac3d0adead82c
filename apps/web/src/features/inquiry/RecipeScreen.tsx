import { PrescriptionScreen } from './PrescriptionView.tsx';

/** /health/order/recipe?id=: the prescription the doctor wrote on an inquiry order. */
export default function RecipeScreen() {
  return <PrescriptionScreen kind="recipe" />;
}
