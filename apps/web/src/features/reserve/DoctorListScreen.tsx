import type { DoctorProfileView } from '@kanghu/shared';
import { Button, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ScanDoctorCard } from '../doctor-profile/ScanDoctorCard.tsx';
import styles from '../inquiry/Consult.module.css';
import { DoctorAvatar } from '../inquiry/DoctorAvatar.tsx';
import { useDoctors } from '../inquiry/doctor-queries.ts';
import { DayTabs } from './DayTabs.tsx';
import { bookableDays, pickDay } from './dates.ts';
import { doctorInfoPath } from './paths.ts';
import { remaining, type ScheduleSegment, useSchedules } from './queries.ts';
import own from './Reserve.module.css';

/** /health/patient/reserve/doctor/list: doctors with visit segments on the chosen day. */
export default function DoctorListScreen() {
  const [params, setParams] = useSearchParams();
  const days = useMemo(() => bookableDays(), []);
  const date = pickDay(days, params.get('date'));
  const [search, setSearch] = useState('');
  const doctors = useDoctors(search);
  const list = (doctors.data?.list ?? []).filter((d) => !d.isAssistant);
  const schedules = useSchedules(
    list.map((d) => d.id),
    date,
  );
  const failed = schedules.find((s) => s.isError);
  const pending = doctors.isPending || schedules.some((s) => s.isPending);
  const withSlots = list
    .map((doctor, i) => ({ doctor, segments: schedules[i]?.data ?? [] }))
    .filter((x) => x.segments.length > 0);

  let body: React.ReactNode;
  if (pending) body = <LoadingState />;
  else if (doctors.isError)
    body = <ErrorState message={errorMessage(doctors.error)} onRetry={() => void doctors.refetch()} />;
  else if (failed)
    body = <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  else if (withSlots.length === 0) body = <EmptyState title="该日暂无可预约的医生" />;
  else
    body = (
      <ul aria-label="可预约医生" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {withSlots.map(({ doctor, segments }) => (
          <DoctorRow key={doctor.id} doctor={doctor} segments={segments} date={date} />
        ))}
      </ul>
    );

  return (
    <main className={styles.page}>
      <PageBar title="预约挂号" fallback="/" />
      <DayTabs days={days} value={date} onChange={(d) => setParams({ date: d }, { replace: true })} />
      <div className={styles.card}>
        <SearchBar
          placeholder="搜索医生姓名"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
        <ScanDoctorCard />
      </div>
      {body}
    </main>
  );
}

function DoctorRow({
  doctor,
  segments,
  date,
}: {
  doctor: DoctorProfileView;
  segments: ScheduleSegment[];
  date: string;
}) {
  const navigate = useNavigate();
  const left = segments.reduce((n, s) => n + remaining(s), 0);
  return (
    <li className={styles.card} aria-label={doctor.name}>
      <div className={styles.doctor}>
        <DoctorAvatar name={doctor.name} photo={doctor.photo} />
        <div className={styles.grow}>
          <div className={styles.name}>
            {doctor.name} <span className={styles.weak}>{doctor.title ?? ''}</span>
          </div>
          {doctor.goodAt && <div className={styles.weak}>擅长：{doctor.goodAt}</div>}
          <div className={left > 0 ? own.left : own.full} data-testid="doctor-slots-left">
            {left > 0 ? `余号 ${left}` : '已约满'}
          </div>
        </div>
        <Button
          color="primary"
          size="small"
          aria-label={`预约${doctor.name}`}
          onClick={() => navigate(doctorInfoPath(doctor.id, date))}
        >
          预约
        </Button>
      </div>
    </li>
  );
}
