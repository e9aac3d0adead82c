import { VerifiedPatientForm } from './VerifiedPatientForm.tsx';

/** /app/yingkang/lifetime/user/bind/patient: bind a family member already on file (SMS-verified). */
export default function BindPatientScreen() {
  return <VerifiedPatientForm mode="bind" />;
}
