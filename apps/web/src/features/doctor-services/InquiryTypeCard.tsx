import { centsToYuan, INQUIRY_TYPE_NAMES, yuanToCents } from '@kanghu/shared';
import { Button, Input, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { type InquiryFunctionSetting, useInquiryFunctionSetting, useSaveInquiryFunction } from './queries.ts';
import { SegmentEditor } from './SegmentEditor.tsx';
import styles from './Services.module.css';

/** Largest orders-per-day limit the server accepts. */
const MAX_PER_DAY = 1000;

/** One inquiry type (图文/电话/视频): open, free, only-second, number per day, price in yuan, segments. */
export function InquiryTypeCard({ doctorId, type }: { doctorId: number; type: number }) {
  const setting = useInquiryFunctionSetting(doctorId, type);
  const name = INQUIRY_TYPE_NAMES[type] ?? '问诊';
  return (
    <section className={styles.card} aria-label={name}>
      {setting.isPending ? (
        <LoadingState />
      ) : setting.isError ? (
        <ErrorState message={errorMessage(setting.error)} onRetry={() => void setting.refetch()} />
      ) : (
        <TypeForm doctorId={doctorId} type={type} name={name} current={setting.data} />
      )}
    </section>
  );
}

/** The form keeps its own state from the first load (a save does not remount it, so its toast shows). */
function TypeForm({
  doctorId,
  type,
  name,
  current,
}: {
  doctorId: number;
  type: number;
  name: string;
  current: InquiryFunctionSetting | null;
}) {
  const { ui } = useApp();
  const save = useSaveInquiryFunction(doctorId, type);
  const [isOpen, setOpen] = useState(current?.isOpen ?? false);
  const [isFree, setFree] = useState(current?.isFree ?? false);
  const [isOnlySecond, setOnlySecond] = useState(current?.isOnlySecond ?? false);
  const [numPerDay, setNumPerDay] = useState(String(current?.numPerDay ?? 0));
  const [price, setPrice] = useState(current && current.price > 0 ? centsToYuan(current.price) : '');
  const [segments, setSegments] = useState<string[]>(current?.segmentList ?? []);

  const submit = () => {
    const cents = isFree ? 0 : yuanToCents(price || '0');
    if (cents === null) return ui.toast('请输入正确的价格（最多两位小数）');
    if (!isFree && isOpen && cents === 0) return ui.toast('请设置价格或选择免费');
    const perDay = Number(numPerDay || '0');
    if (!Number.isInteger(perDay) || perDay < 0 || perDay > MAX_PER_DAY)
      return ui.toast(`每日接诊数须为0到${MAX_PER_DAY}的整数`);
    save.mutate(
      {
        id: current?.id ?? null,
        body: {
          inquiryType: type,
          isOpen,
          isFree,
          isOnlySecond,
          numPerDay: perDay,
          price: cents,
          segmentList: segments,
        },
      },
      { onSuccess: () => ui.toast('保存成功') },
    );
  };

  return (
    <>
      <div className={styles.head}>
        <span className={styles.title}>{name}</span>
        <Switch checked={isOpen} onChange={setOpen} aria-label={`开通${name}`} />
      </div>
      <div className={styles.weak}>{current ? (current.isOpen ? '已开通' : '未开通') : '尚未设置'}</div>
      <div className={styles.row}>
        <span>免费问诊</span>
        <Switch checked={isFree} onChange={setFree} aria-label={`${name}免费`} />
      </div>
      <div className={styles.row}>
        <span>仅限复诊</span>
        <Switch checked={isOnlySecond} onChange={setOnlySecond} aria-label={`${name}仅限复诊`} />
      </div>
      {!isFree && (
        <div className={styles.row}>
          <label htmlFor={`price-${type}`}>价格（元）</label>
          <Input
            id={`price-${type}`}
            className={styles.input}
            inputMode="decimal"
            placeholder="0.00"
            value={price}
            onChange={setPrice}
            onBlur={() => {
              const c = yuanToCents(price);
              if (c !== null) setPrice(centsToYuan(c));
            }}
            aria-label={`${name}价格（元）`}
          />
        </div>
      )}
      <div className={styles.row}>
        <label htmlFor={`per-day-${type}`}>每日接诊数</label>
        <Input
          id={`per-day-${type}`}
          className={styles.input}
          inputMode="numeric"
          placeholder="0 为不限"
          value={numPerDay}
          onChange={(v) => setNumPerDay(v.replace(/\D/g, ''))}
          aria-label={`${name}每日接诊数`}
        />
      </div>
      <div className={styles.row}>
        <span>接诊时间段</span>
        <span className={styles.weak}>{segments.length === 0 ? '不限' : `${segments.length}个`}</span>
      </div>
      <SegmentEditor value={segments} onChange={setSegments} />
      <Button block color="primary" shape="rounded" loading={save.isPending} onClick={submit}>
        保存{name}
      </Button>
    </>
  );
}
