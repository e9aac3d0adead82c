import AddMedicineScreen from './AddMedicineScreen.tsx';

/** /ai/custom/follow/copd/add/medicine: the same medication form for COPD follow-up records. */
export default function CopdAddMedicineScreen() {
  return <AddMedicineScreen copd />;
}
