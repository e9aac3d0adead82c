import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useDoctorQuery } from '../doctor-profile/queries.ts';
import { idParam } from '../inquiry/paths.ts';
import { DoctorProfileCard } from './DoctorProfileCard.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/doctor/info?id=: one doctor's profile, 关注 and 收藏. */
export default function DoctorInfoScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const doctor = useDoctorQuery(id);
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="医生不存在" />;
  else if (doctor.isPending) body = <LoadingState />;
  else if (doctor.isError)
    body = <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  else body = <DoctorProfileCard doctor={doctor.data} />;
  return (
    <main className={css.page}>
      <PageBar title="医生主页" fallback={YK_USER_PATHS.doctorList} />
      {body}
    </main>
  );
}
