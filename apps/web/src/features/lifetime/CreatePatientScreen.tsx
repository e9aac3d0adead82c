import { VerifiedPatientForm } from './VerifiedPatientForm.tsx';

/** /app/yingkang/lifetime/user/create/patient: create a family member's archive (SMS-verified). */
export default function CreatePatientScreen() {
  return <VerifiedPatientForm mode="create" />;
}
