import { chinaDay } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useDoctorQuery } from '../doctor-profile/queries.ts';
import { idParam, orderDetailPath } from '../inquiry/paths.ts';
import { DoctorProfileCard } from './DoctorProfileCard.tsx';
import type { MyDoctor } from './my-doctors.ts';
import { YK_USER_PATHS } from './paths.ts';
import { useMyDoctors } from './useMyDoctors.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/my/doctor/info?id=: one of the family's doctors, the contracts and consultations with them. */
export default function MyDoctorInfoScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const doctor = useDoctorQuery(id);
  const mine = useMyDoctors();
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="医生不存在" />;
  else if (doctor.isPending || mine.isPending) body = <LoadingState />;
  else if (doctor.isError)
    body = <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  else if (mine.error)
    body = <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  else
    body = (
      <>
        <DoctorProfileCard doctor={doctor.data} />
        <Relation mine={mine.data?.find((d) => d.doctorId === id)} />
      </>
    );
  return (
    <main className={css.page}>
      <PageBar title="我的医生" fallback={YK_USER_PATHS.myDoctorList} />
      {body}
    </main>
  );
}

function Relation({ mine }: { mine: MyDoctor | undefined }) {
  const navigate = useNavigate();
  if (!mine) return <EmptyState title="尚未与该医生签约或问诊" />;
  return (
    <>
      {mine.contracts.length > 0 && (
        <List header="家庭医生签约" aria-label="签约">
          {mine.contracts.map((c) => (
            <List.Item
              key={c.id}
              description={`${c.startDate} 至 ${c.endDate} · ${c.orgName}`}
              extra={c.stateLabel}
            >
              {c.patientName}
              {c.teamName ? ` · ${c.teamName}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {mine.inquiries.length > 0 && (
        <List header="问诊记录" aria-label="问诊记录">
          {mine.inquiries.map((o) => (
            <List.Item
              key={o.id}
              description={`${o.patientName ?? ''} · ${chinaDay(new Date(o.createdAt))}`}
              extra={o.stateText}
              onClick={() => navigate(orderDetailPath(o.id))}
            >
              {o.describe.slice(0, 30) || '图文问诊'}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
