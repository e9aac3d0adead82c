import { centsToYuan, type InquiryFunctionView, type PatientView } from '@kanghu/shared';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useDoctorSchedule } from '../doctor-profile/queries.ts';
import { CardPicker } from '../service-cards/CardPicker.tsx';
import styles from './Consult.module.css';
import { useInquiryFunction } from './doctor-queries.ts';
import { INQUIRY_PATHS, idParam, orderDetailPath, payPath } from './paths.ts';
import { useCreateInquiry } from './queries.ts';
import { nextDates, segmentPassed, segmentTimes } from './reserve-time.ts';

/** Inquiry types booked for a time: 2 电话问诊, 3 视频问诊. */
const TYPES = [
  { type: 2, label: '电话问诊' },
  { type: 3, label: '视频问诊' },
] as const;
const DAYS = 7;

/**
 * /health/patient/inquiry/reserve?doctorId=: a phone or video inquiry at a time: the doctor's
 * online schedule segments of the next days, the description, then pay (or a service card).
 */
export default function ReserveInquiryScreen() {
  const [params] = useSearchParams();
  const doctorId = idParam(params, 'doctorId');
  return (
    <main className={styles.page}>
      <PageBar title="预约问诊" fallback={INQUIRY_PATHS.serviceInfo} />
      {doctorId === null ? <EmptyState title="请先选择医生" /> : <Reserve doctorId={doctorId} />}
    </main>
  );
}

function Reserve({ doctorId }: { doctorId: number }) {
  const phone = useInquiryFunction(doctorId, 2);
  const video = useInquiryFunction(doctorId, 3);
  if (phone.isPending || video.isPending) return <LoadingState />;
  const failed = phone.isError ? phone : video.isError ? video : null;
  if (failed)
    return <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  const open = TYPES.flatMap(({ type, label }) => {
    const fn = type === 2 ? phone.data : video.data;
    return fn?.isOpen ? [{ type, label, fn }] : [];
  });
  if (open.length === 0) return <EmptyState title="该医生暂未开通电话或视频问诊" />;
  return (
    <PatientScope>
      {(patient) => <ReserveForm doctorId={doctorId} options={open} patient={patient} />}
    </PatientScope>
  );
}

function ReserveForm({
  doctorId,
  options,
  patient,
}: {
  doctorId: number;
  options: Array<{ type: number; label: string; fn: InquiryFunctionView }>;
  patient: PatientView;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const dates = useMemo(() => nextDates(new Date(), DAYS), []);
  const [type, setType] = useState(options[0]?.type ?? 2);
  const [date, setDate] = useState(dates[0]?.value ?? '');
  const [segment, setSegment] = useState<string | null>(null);
  const [describe, setDescribe] = useState('');
  const [userCardId, setUserCardId] = useState<number | null>(null);
  const schedule = useDoctorSchedule(doctorId, date);
  const create = useCreateInquiry();
  const chosen = options.find((o) => o.type === type) ?? options[0];
  const price = chosen ? (chosen.fn.isFree ? 0 : chosen.fn.price) : 0;
  const online = (schedule.data ?? []).filter((s) => s.kind === 'online');

  const submit = () => {
    const text = describe.trim();
    const times = segment ? segmentTimes(date, segment) : null;
    if (!times) return void ui.alert('请选择预约时段', '系统提示');
    if (!text) return void ui.alert('请描述病情', '系统提示');
    create.mutate(
      {
        doctorId,
        patientId: patient.id,
        inquiryType: type,
        describe: text,
        imageList: [],
        price,
        ...times,
        isUseCard: userCardId !== null,
        userCardId: userCardId ?? undefined,
      },
      {
        onSuccess: (order) =>
          navigate(order.isUseCard ? orderDetailPath(order.id) : payPath(order.id), { replace: true }),
      },
    );
  };

  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="预约信息">
      <h2 className={styles.title}>问诊方式</h2>
      <Selector
        columns={2}
        value={[type]}
        onChange={(v) => {
          if (v[0] !== undefined) setType(v[0]);
          setUserCardId(null);
        }}
        options={options.map((o) => ({
          value: o.type,
          label: `${o.label} ${o.fn.isFree ? '免费' : `¥${centsToYuan(o.fn.price)}`}`,
        }))}
      />
      <h2 className={styles.title} style={{ marginTop: '0.24rem' }}>
        预约日期
      </h2>
      <Selector
        columns={4}
        style={{ '--padding': '0.12rem 0.04rem' } as React.CSSProperties}
        value={[date]}
        onChange={(v) => {
          if (v[0]) setDate(v[0]);
          setSegment(null);
        }}
        options={dates.map((d) => ({
          value: d.value,
          label: (
            <span style={{ whiteSpace: 'nowrap' }}>
              {d.day}
              <br />
              <span style={{ fontSize: 'var(--app-font-small)' }}>{d.date}</span>
            </span>
          ),
        }))}
      />
      <h2 className={styles.title} style={{ marginTop: '0.24rem' }}>
        预约时段
      </h2>
      {schedule.isPending ? (
        <LoadingState />
      ) : schedule.isError ? (
        <ErrorState message={errorMessage(schedule.error)} onRetry={() => void schedule.refetch()} />
      ) : online.length === 0 ? (
        <EmptyState title="该日暂无可预约时段" />
      ) : (
        <Selector
          columns={2}
          value={segment ? [segment] : []}
          onChange={(v) => setSegment(v[0] ?? null)}
          options={online.map((s) => ({
            value: s.segment,
            label: s.segment,
            disabled: segmentPassed(date, s.segment, new Date()),
          }))}
        />
      )}
      <h2 className={styles.title} style={{ marginTop: '0.24rem' }}>
        病情描述
      </h2>
      <TextArea
        aria-label="病情描述"
        placeholder="请描述症状、持续时间、用药情况，医生将在预约时段联系您"
        value={describe}
        onChange={setDescribe}
        maxLength={2000}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      {price > 0 && <CardPicker key={type} inquiryType={type} value={userCardId} onChange={setUserCardId} />}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        style={{ marginTop: '0.32rem' }}
        loading={create.isPending}
        onClick={submit}
      >
        {userCardId !== null ? '使用服务卡预约' : `提交预约${price > 0 ? ` ¥${centsToYuan(price)}` : ''}`}
      </Button>
    </section>
  );
}
