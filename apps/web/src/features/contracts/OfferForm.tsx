import {
  addDaysToDate,
  BASIC_SERVICE_PACK,
  CONTRACT_START_MAX_DAYS_AHEAD,
  chinaDay,
  termEnd,
} from '@kanghu/shared';
import { Button, Form, Input, SearchBar, Selector, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { personText } from './ContractParts.tsx';
import css from './Contracts.module.css';
import { extraPackOptions, type PackValue } from './pack-options.ts';
import { contractPath } from './paths.ts';
import { useOfferContract, usePatientSearch } from './queries.ts';

interface Values {
  packs?: PackValue[];
  startDate?: string;
  endDate?: string;
  teamName?: string;
  remark?: string;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00`);

/** A doctor offers a contract to a resident they see; the resident confirms it in their app. */
export function OfferForm({ initialPatientId }: { initialPatientId: number | null }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const offer = useOfferContract();
  const [patientId, setPatientId] = useState<number | null>(initialPatientId);
  const [start, setStart] = useState(chinaDay());
  const today = chinaDay();
  const onFinish = (v: Values) => {
    if (patientId === null) {
      void ui.alert('请选择签约居民', '系统提示');
      return;
    }
    offer.mutate(
      {
        patientId,
        servicePacks: v.packs ?? [],
        ...(v.startDate ? { startDate: v.startDate } : {}),
        ...(v.endDate ? { endDate: v.endDate } : {}),
        ...(v.teamName?.trim() ? { teamName: v.teamName.trim() } : {}),
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      },
      {
        onSuccess: (c) => {
          ui.toast('已发起签约，等待居民确认');
          navigate(contractPath(c.id), { replace: true });
        },
      },
    );
  };
  return (
    <>
      <PatientPicker value={patientId} onChange={setPatientId} />
      <div className={`${styles.card} ${styles.form}`}>
        <Form
          layout="vertical"
          initialValues={{ startDate: today }}
          onValuesChange={(changed: Values) => changed.startDate && setStart(changed.startDate)}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={offer.isPending}
            >
              发起签约
            </Button>
          }
        >
          <Form.Item label="服务包">
            <Tag color="primary" fill="outline">
              {BASIC_SERVICE_PACK}（必含）
            </Tag>
          </Form.Item>
          <Form.Item name="packs" label="加选服务包">
            <Selector options={extraPackOptions()} multiple columns={2} />
          </Form.Item>
          <Form.Item
            name="startDate"
            label="开始日期"
            rules={[{ required: true, message: '请选择开始日期' }]}
          >
            <DateTimeField
              precision="date"
              aria-label="开始日期"
              min={dateOf(today)}
              max={dateOf(addDaysToDate(today, CONTRACT_START_MAX_DAYS_AHEAD))}
            />
          </Form.Item>
          <Form.Item name="endDate" label="结束日期" help={`不选则为一年（至${termEnd(start)}）`}>
            <DateTimeField
              precision="date"
              aria-label="结束日期"
              placeholder={termEnd(start)}
              min={dateOf(start)}
            />
          </Form.Item>
          <Form.Item
            name="teamName"
            label="家庭医生团队"
            rules={[{ max: 50, message: '团队名称不能超过50个字' }]}
          >
            <Input placeholder="选填" maxLength={50} clearable />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
            <TextArea placeholder="选填" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </div>
    </>
  );
}

/** Search the doctor's residents and pick one. */
function PatientPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const list = usePatientSearch(search);
  return (
    <section className={styles.card} aria-label="签约居民">
      <div className={styles.cardTitle}>签约居民</div>
      <SearchBar
        placeholder="搜索姓名、手机号或身份证号"
        onSearch={setSearch}
        onClear={() => setSearch('')}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className={styles.hint}>没有找到居民</p>
      ) : (
        <div>
          {list.data.list.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={p.id === value}
              className={`${css.pick} ${p.id === value ? css.picked : ''}`}
              onClick={() => onChange(p.id)}
            >
              <span>
                {p.name} <span className={css.sub}>{personText(p.sex, p.age)}</span>
              </span>
              <span className={css.sub}>{p.id === value ? '已选择' : p.idcard}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
