import { PrescriptionScreen } from './PrescriptionView.tsx';

/** /health/order/inquiry/test?id=: the laboratory test / examination order of an inquiry. */
export default function TestOrderScreen() {
  return <PrescriptionScreen kind="test" />;
}
