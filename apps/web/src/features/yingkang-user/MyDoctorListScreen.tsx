import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ScanDoctorCard } from '../doctor-profile/ScanDoctorCard.tsx';
import { myDoctorInfoPath, YK_USER_PATHS } from './paths.ts';
import { useMyDoctors } from './useMyDoctors.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/my/doctor/list: the family's signed doctors and the doctors of their consultations. */
export default function MyDoctorListScreen() {
  const navigate = useNavigate();
  const mine = useMyDoctors();
  let body: React.ReactNode;
  if (mine.isPending) body = <LoadingState />;
  else if (mine.error)
    body = <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  else if (!mine.data || mine.data.length === 0)
    body = (
      <EmptyState title="暂无我的医生（签约或问诊后的医生会显示在这里）">
        <Button size="small" color="primary" onClick={() => navigate(YK_USER_PATHS.doctorList)}>
          找医生
        </Button>
      </EmptyState>
    );
  else
    body = (
      <List aria-label="我的医生">
        {mine.data.map((d) => (
          <List.Item
            key={d.doctorId}
            prefix={
              <span className={css.thumb} aria-hidden="true">
                {Array.from(d.name)[0]}
              </span>
            }
            description={
              <div className={css.tags}>
                {d.contracts.length > 0 && <Tag color="success">签约医生</Tag>}
                {d.inquiries.length > 0 && <Tag color="primary">问诊 {d.inquiries.length} 次</Tag>}
              </div>
            }
            onClick={() => navigate(myDoctorInfoPath(d.doctorId))}
          >
            {d.name}
          </List.Item>
        ))}
      </List>
    );
  return (
    <main className={css.page}>
      <PageBar title="我的医生" fallback={YK_USER_PATHS.mine} />
      {body}
      <div className={css.actions}>
        <ScanDoctorCard />
      </div>
    </main>
  );
}
