import { HealthIndexView } from './SjtuHealthIndexScreen.tsx';

/** /app/sjtu/third/health/index: the health index opened from a partner app (no back bar). */
export default function SjtuThirdHealthIndexScreen() {
  return <HealthIndexView third />;
}
