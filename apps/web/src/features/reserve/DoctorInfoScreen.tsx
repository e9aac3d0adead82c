import { centsToYuan, type DoctorProfileView, type PatientView } from '@kanghu/shared';
import { Button, Radio, Selector, Space } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useCurrentPatient } from '../../app/session/use-current-patient.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useDoctorQuery } from '../doctor-profile/queries.ts';
import { useQrScanRecord } from '../doctor-profile/use-qr-scan.ts';
import styles from '../inquiry/Consult.module.css';
import { DoctorAvatar } from '../inquiry/DoctorAvatar.tsx';
import { idParam } from '../inquiry/paths.ts';
import { DayTabs } from './DayTabs.tsx';
import { bookableDays, pickDay } from './dates.ts';
import { RESERVE_PATHS, reservePayPath, reserveSuccessPath } from './paths.ts';
import {
  remaining,
  type ScheduleSegment,
  useCreateReservation,
  useReserveAction,
  useSchedule,
} from './queries.ts';
import own from './Reserve.module.css';

/** /health/patient/reserve/doctor/info?doctorId=&date=: the doctor's segments of a day, and booking. */
export default function DoctorInfoScreen() {
  const [params, setParams] = useSearchParams();
  const doctorId = idParam(params, 'doctorId');
  const days = useMemo(() => bookableDays(), []);
  const date = pickDay(days, params.get('date'));
  const doctor = useDoctorQuery(doctorId);
  useQrScanRecord(doctorId);
  let body: React.ReactNode;
  if (doctorId === null) body = <EmptyState title="医生不存在" />;
  else if (doctor.isPending) body = <LoadingState />;
  else if (doctor.isError)
    body = <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  else
    body = (
      <>
        <DoctorCard doctor={doctor.data} />
        <DayTabs
          days={days}
          value={date}
          onChange={(d) => setParams({ doctorId: String(doctorId), date: d }, { replace: true })}
        />
        <DaySegments key={date} doctor={doctor.data} date={date} />
      </>
    );
  return (
    <main className={styles.page}>
      <PageBar title="医生排班" fallback={RESERVE_PATHS.doctorList} />
      {body}
    </main>
  );
}

function DoctorCard({ doctor }: { doctor: DoctorProfileView }) {
  return (
    <section className={styles.card} style={{ marginBottom: '0.24rem' }} aria-label="医生信息">
      <div className={styles.doctor}>
        <DoctorAvatar name={doctor.name} photo={doctor.photo} />
        <div className={styles.grow}>
          <div className={styles.name}>
            {doctor.name} <span className={styles.weak}>{doctor.title ?? ''}</span>
          </div>
          {doctor.goodAt && <div className={styles.weak}>擅长：{doctor.goodAt}</div>}
        </div>
      </div>
      {doctor.intro && <p className={styles.text}>{doctor.intro}</p>}
    </section>
  );
}

function DaySegments({ doctor, date }: { doctor: DoctorProfileView; date: string }) {
  const schedule = useSchedule(doctor.id, date);
  const [chosen, setChosen] = useState<string | null>(null);
  if (schedule.isPending) return <LoadingState />;
  if (schedule.isError)
    return <ErrorState message={errorMessage(schedule.error)} onRetry={() => void schedule.refetch()} />;
  if (schedule.data.length === 0) return <EmptyState title="该日暂无排班" />;
  const selected = schedule.data.find((s) => s.segment === chosen && remaining(s) > 0) ?? null;
  return (
    <>
      <section className={styles.card} aria-label="就诊时段">
        <h2 className={styles.title}>选择时段</h2>
        <ul className={own.slots}>
          {schedule.data.map((s) => (
            <li key={s.id}>
              <SegmentButton segment={s} selected={selected?.segment === s.segment} onPick={setChosen} />
            </li>
          ))}
        </ul>
      </section>
      {selected && <BookForm doctor={doctor} date={date} segment={selected} />}
    </>
  );
}

function SegmentButton({
  segment,
  selected,
  onPick,
}: {
  segment: ScheduleSegment;
  selected: boolean;
  onPick: (segment: string) => void;
}) {
  const left = remaining(segment);
  return (
    <button
      type="button"
      className={own.slot}
      aria-pressed={selected}
      disabled={left === 0}
      aria-label={`${segment.segment} ${left > 0 ? `余${left}` : '已约满'}`}
      onClick={() => onPick(segment.segment)}
    >
      <span className={own.slotTime}>{segment.segment}</span>
      <span className={styles.price}>{segment.price === 0 ? '免费' : `¥${centsToYuan(segment.price)}`}</span>
      <span className={left > 0 ? own.left : own.full} data-testid="slot-left">
        {left > 0 ? `余${left}` : '已约满'}
      </span>
    </button>
  );
}

function BookForm({
  doctor,
  date,
  segment,
}: {
  doctor: DoctorProfileView;
  date: string;
  segment: ScheduleSegment;
}) {
  const navigate = useNavigate();
  const { session, patient: current } = useCurrentPatient();
  const [patientId, setPatientId] = useState<number | null>(null);
  const [offline, setOffline] = useState(false);
  const create = useCreateReservation();
  const confirmFree = useReserveAction();
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  const patients: PatientView[] = session.data?.patientList ?? [];
  if (patients.length === 0)
    return (
      <EmptyState title="暂无就诊人，请先添加就诊人">
        <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
          添加就诊人
        </Button>
      </EmptyState>
    );
  const chosen = patients.find((p) => p.id === patientId) ?? current ?? patients[0];
  const [startTime = '', endTime = ''] = segment.segment.split('-');
  const book = () => {
    if (!chosen) return;
    create.mutate(
      {
        appointDate: date,
        doctorId: doctor.id,
        startTime,
        endTime,
        price: segment.price,
        patientId: chosen.id,
        isOfflinePay: offline,
      },
      {
        onSuccess: (r) => {
          if (r.isOfflinePay) navigate(reserveSuccessPath(r.id), { replace: true });
          else if (r.price > 0) navigate(reservePayPath(r.id), { replace: true });
          else
            confirmFree.mutate(
              { action: 'pay', id: r.id },
              { onSettled: () => navigate(reserveSuccessPath(r.id), { replace: true }) },
            );
        },
      },
    );
  };
  return (
    <section className={styles.card} aria-label="预约信息">
      <div className={styles.row}>
        <span className={styles.label}>就诊时间</span>
        <span className={styles.value}>
          {date} {segment.segment}
        </span>
      </div>
      <div className={styles.row}>
        <span className={styles.label}>挂号费</span>
        <span className={styles.value} data-testid="reserve-price">
          ¥{centsToYuan(segment.price)}
        </span>
      </div>
      <div className={own.field}>
        <h2 className={styles.title}>就诊人</h2>
        <Selector
          aria-label="就诊人"
          columns={3}
          options={patients.map((p) => ({ label: p.name, value: p.id }))}
          value={chosen ? [chosen.id] : []}
          onChange={(v) => v[0] !== undefined && setPatientId(v[0])}
        />
      </div>
      {segment.price > 0 && (
        <div className={own.field}>
          <h2 className={styles.title}>支付方式</h2>
          <Radio.Group value={offline ? 'offline' : 'online'} onChange={(v) => setOffline(v === 'offline')}>
            <Space direction="vertical">
              <Radio value="online">在线支付</Radio>
              <Radio value="offline">到院支付</Radio>
            </Space>
          </Radio.Group>
        </div>
      )}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        style={{ marginTop: '0.32rem' }}
        loading={create.isPending || confirmFree.isPending}
        onClick={book}
      >
        立即预约
      </Button>
    </section>
  );
}
