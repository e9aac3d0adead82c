import {
  type GroupUserDetail,
  RESEARCH_COLLECT_TYPES,
  RESEARCH_PHASES,
  RESEARCH_SAMPLE_TYPES,
  type ResearchPhase,
  type ResearchSubject,
  SAMPLE_BRANCH_LIMITS,
  SAMPLE_ENCODE_PATTERN,
  sampleScheduleError,
} from '@kanghu/shared';
import { Button, Form, Input, Selector, Stepper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { fromLocalInput, toLocalInput } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ScanButton } from '../../ui/ScanButton.tsx';
import css from '../care/Care.module.css';
import { RESEARCH_PATHS } from './paths.ts';
import { useCreateSample } from './queries.ts';
import own from './Research.module.css';

interface Values {
  subject: ResearchSubject[];
  phase: ResearchPhase[];
  type: string[];
  collectType: number[];
  encode?: string;
  branchNum: number;
  branchCapacity?: string;
  preserveAddress?: string;
  collectTime?: string;
}

const COLLECT_TYPES = Object.entries(RESEARCH_COLLECT_TYPES).map(([v, label]) => ({
  value: Number(v),
  label,
}));
const { minNum, maxNum, minCapacity, maxCapacity } = SAMPLE_BRANCH_LIMITS;

/** The sample of one pair: person, phase and type (only the combinations the schedule allows), tube code, aliquots, place, time. */
export function SampleForm({
  pair,
  person,
  onChangePair,
}: {
  pair: GroupUserDetail;
  person: number | null;
  onChangePair: () => void;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const create = useCreateSample();
  const [form] = Form.useForm<Values>();
  const subject: ResearchSubject =
    Form.useWatch('subject', form)?.[0] ?? (person && person === pair.child?.patientId ? 'child' : 'mother');
  const phase = Form.useWatch('phase', form)?.[0];
  const phases = RESEARCH_PHASES.filter((p) => (p.subjects as readonly string[]).includes(subject));
  const types = RESEARCH_SAMPLE_TYPES.filter(
    (t) => !phase || sampleScheduleError(subject, phase, t.code) === null,
  );
  const onFinish = (v: Values) => {
    const who = v.subject[0] === 'child' ? pair.child : pair.mother;
    if (!who || !v.phase[0] || !v.type[0]) return;
    create.mutate(
      {
        researchProjectId: pair.researchProjectId,
        samplePatient: who.patientId,
        collectPhase: v.phase[0],
        sampleType: v.type[0] as (typeof RESEARCH_SAMPLE_TYPES)[number]['code'],
        collectType: v.collectType[0] ?? 1,
        encode: v.encode?.trim() ?? '',
        branchNum: v.branchNum,
        branchCapacity: Number(v.branchCapacity),
        preserveAddress: v.preserveAddress?.trim() ?? '',
        collectTime: fromLocalInput(v.collectTime ?? '') ?? '',
      },
      {
        onSuccess: (s) => {
          ui.toast(`样本 ${s.encode} 已保存`);
          navigate(RESEARCH_PATHS.samples, { replace: true });
        },
      },
    );
  };
  const personOptions = [
    { value: 'mother' as const, label: `母亲 ${pair.mother.name}` },
    ...(pair.child ? [{ value: 'child' as const, label: `孩子 ${pair.child.name}` }] : []),
  ];
  return (
    <>
      <section className={styles.card} aria-label="采集对象">
        <div className={own.chosen}>
          <span className={css.title}>
            {pair.mother.name}
            <span className={own.sub}>{pair.mother.tel}</span>
          </span>
          <Button size="mini" fill="none" color="primary" onClick={onChangePair}>
            更换
          </Button>
        </div>
        <div className={css.line}>{pair.projectName}</div>
      </section>
      <section className={`${styles.card} ${styles.form}`} aria-label="样本信息">
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            subject: [subject],
            phase: [],
            type: [],
            collectType: [1],
            branchNum: 4,
            branchCapacity: '1.0',
            collectTime: toLocalInput(new Date()),
          }}
          onValuesChange={(changed: Partial<Values>) => {
            if (changed.subject) form.setFieldsValue({ phase: [], type: [] });
            else if (changed.phase) form.setFieldsValue({ type: [] });
          }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={create.isPending}
            >
              保存样本
            </Button>
          }
        >
          <Form.Item
            name="subject"
            label="采集对象"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择采集对象' }]}
          >
            <Selector options={personOptions} columns={2} />
          </Form.Item>
          <Form.Item
            name="phase"
            label="采集阶段"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择采集阶段' }]}
          >
            <Selector options={phases.map((p) => ({ value: p.code, label: p.name }))} />
          </Form.Item>
          <Form.Item
            name="type"
            label="样本类型"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择样本类型' }]}
          >
            <Selector options={types.map((t) => ({ value: t.code, label: t.name }))} columns={2} />
          </Form.Item>
          <Form.Item name="collectType" label="采集方式">
            <Selector options={COLLECT_TYPES} columns={2} />
          </Form.Item>
          <Form.Item
            name="encode"
            label="样本编码"
            description="扫描样本管上的条码，或手动输入条码编码"
            extra={<ScanButton onResult={(text) => form.setFieldsValue({ encode: text.toUpperCase() })} />}
            rules={[
              { required: true, whitespace: true, message: '请输入样本编码' },
              {
                validator: (_, v?: string) =>
                  !v || SAMPLE_ENCODE_PATTERN.test(v.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error('样本编码为4-32位字母、数字或“-”')),
              },
            ]}
          >
            <Input placeholder="如 BC26-0101" maxLength={32} autoComplete="off" />
          </Form.Item>
          <Form.Item name="branchNum" label="分装数量（份）">
            <Stepper min={minNum} max={maxNum} digits={0} aria-label="分装数量" />
          </Form.Item>
          <Form.Item
            name="branchCapacity"
            label="每份容量（mL）"
            rules={[
              { required: true, message: '请输入每份容量' },
              {
                validator: (_, v?: string) => {
                  const n = Number(v);
                  return v &&
                    Number.isFinite(n) &&
                    n >= minCapacity &&
                    n <= maxCapacity &&
                    /^\d+(\.\d)?$/.test(v)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(`每份容量须在${minCapacity}-${maxCapacity}mL之间，最多1位小数`),
                      );
                },
              },
            ]}
          >
            <Input placeholder="如 1.0" inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="preserveAddress"
            label="存放位置"
            rules={[{ required: true, whitespace: true, message: '请输入存放位置' }]}
          >
            <Input placeholder="如 -80°C冰箱A-第2层-冻存盒05" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="collectTime"
            label="采集时间"
            rules={[{ required: true, message: '请选择采集时间' }]}
          >
            <DateTimeField precision="datetime" aria-label="采集时间" max={new Date()} />
          </Form.Item>
        </Form>
      </section>
    </>
  );
}
