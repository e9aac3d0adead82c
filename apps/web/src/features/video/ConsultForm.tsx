import { doctor, patient } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { fieldValueOf, parseFieldValue } from '../../ui/date-time-value.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useCreateConsult } from './queries.ts';

interface Values {
  title: string;
  patientId: number[];
  doctorIds: number[];
  startTime: string;
  endTime: string;
  isRemind: boolean;
}

function defaults(): Partial<Values> {
  const start = new Date(Math.ceil((Date.now() + 15 * 60_000) / 300_000) * 300_000);
  return {
    startTime: fieldValueOf('datetime', start),
    endTime: fieldValueOf('datetime', new Date(start.getTime() + 30 * 60_000)),
    isRemind: true,
    patientId: [],
    doctorIds: [],
  };
}

/** The doctor's form: patient, consulting doctors, title, times and the reminder switch. */
export function ConsultForm({ onDone }: { onDone: () => void }) {
  const { api } = useApp();
  const create = useCreateConsult();
  const [form] = Form.useForm<Values>();
  const [initial] = useState(defaults);
  const people = useQuery({
    queryKey: ['video', 'form-people'],
    queryFn: async () => ({
      patients: (await api.call(patient.list, { query: { pageSize: 50 } }, { silent: true })).list,
      doctors: (await api.call(doctor.list, { query: { pageSize: 50 } }, { silent: true })).list,
    }),
  });
  if (people.isPending) return <LoadingState />;
  if (people.isError)
    return <ErrorState message={errorMessage(people.error)} onRetry={() => void people.refetch()} />;

  const submit = (v: Values) => {
    const at = (s: string) => parseFieldValue('datetime', s)?.toISOString() ?? '';
    create.mutate(
      {
        title: v.title,
        patientId: v.patientId[0] ?? 0,
        doctorIds: v.doctorIds,
        startTime: at(v.startTime),
        endTime: at(v.endTime),
        isRemind: v.isRemind,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={submit}
      footer={
        <Button block color="primary" type="submit" loading={create.isPending}>
          创建会诊
        </Button>
      }
    >
      <Form.Item name="title" label="会诊标题" rules={[{ required: true, message: '请输入会诊标题' }]}>
        <Input placeholder="如：高血压用药调整会诊" maxLength={50} aria-label="会诊标题" />
      </Form.Item>
      <Form.Item name="patientId" label="患者" rules={[{ required: true, message: '请选择患者' }]}>
        <Selector
          aria-label="患者"
          options={people.data.patients.map((p) => ({ label: p.name, value: p.id }))}
        />
      </Form.Item>
      <Form.Item
        name="doctorIds"
        label="会诊医生（最多2位）"
        rules={[{ required: true, message: '请选择会诊医生' }]}
      >
        <Selector
          multiple
          aria-label="会诊医生"
          options={people.data.doctors
            .filter((d) => !d.isAssistant)
            .map((d) => ({ label: d.name, value: d.id }))}
        />
      </Form.Item>
      <Form.Item name="startTime" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
        <DateTimeField precision="datetime" aria-label="开始时间" />
      </Form.Item>
      <Form.Item name="endTime" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
        <DateTimeField precision="datetime" aria-label="结束时间" />
      </Form.Item>
      <Form.Item name="isRemind" label="提醒参会人（创建时及开始前10分钟）" valuePropName="checked">
        <Switch aria-label="提醒" />
      </Form.Item>
    </Form>
  );
}
