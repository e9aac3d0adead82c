import { RegisterView } from './components/RegisterView.tsx';

/** 学员注册（/education/register） */
export default function EducationRegisterScreen() {
  return <RegisterView variant="education" />;
}
