import { chinaDateTime, TASK_KINDS, type TaskView } from '@kanghu/shared';
import { Button, Form, Input, Popup, Selector, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { useSaveTask, useStaff } from './queries.ts';

const KIND_OPTIONS = Object.entries(TASK_KINDS).map(([value, label]) => ({ value, label }));
const POOL = 'pool';

interface Values {
  kind: string[];
  title?: string;
  content?: string;
  assignee: string[];
  startTime: string;
  endTime: string;
}

/** China-time "YYYY-MM-DDTHH:mm" of an instant (the date-time field's value). */
const fieldOf = (at: Date | string) => chinaDateTime(at).replace(' ', 'T');

/** Publish a task (or edit one nobody received yet): kind, title, assignee or the org's pool, times. */
export function TaskFormPopup(props: { task: TaskView | null; visible: boolean; onClose: () => void }) {
  const { ui } = useApp();
  const staff = useStaff();
  const save = useSaveTask();
  const t = props.task;
  const assignees = [
    { value: POOL, label: '不指定（机构任务池）' },
    ...(staff.data?.list ?? []).map((u) => ({
      value: String(u.id),
      label: u.name ?? u.username ?? `#${u.id}`,
    })),
  ];
  const onFinish = (v: Values) => {
    const assignee = v.assignee[0];
    save.mutate(
      {
        id: t?.id ?? null,
        body: {
          taskId: Number(v.kind[0]),
          ...(v.title?.trim() ? { title: v.title.trim() } : {}),
          ...(v.content?.trim() ? { content: v.content.trim() } : {}),
          userId: assignee && assignee !== POOL ? Number(assignee) : null,
          startTime: v.startTime,
          endTime: v.endTime,
        },
      },
      {
        onSuccess: () => {
          ui.toast(t ? '任务已修改' : '任务已发布');
          props.onClose();
        },
      },
    );
  };
  const now = Date.now();
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>{t ? '修改任务' : '发布任务'}</h2>
      <div className={styles.form}>
        <Form
          layout="vertical"
          initialValues={{
            kind: [String(t?.taskId ?? 1)],
            title: t?.title ?? '',
            content: t?.content ?? '',
            assignee: [t?.userId ? String(t.userId) : POOL],
            startTime: fieldOf(t?.startTime ?? new Date(now)),
            endTime: fieldOf(t?.endTime ?? new Date(now + 2 * 86_400_000)),
          }}
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={save.isPending}>
              {t ? '保存' : '发布'}
            </Button>
          }
        >
          <Form.Item name="kind" label="任务类型" rules={[{ required: true, message: '请选择任务类型' }]}>
            <Selector options={KIND_OPTIONS} columns={3} />
          </Form.Item>
          <Form.Item name="title" label="任务名称" rules={[{ max: 50, message: '任务名称不能超过50个字' }]}>
            <Input placeholder="不填则为任务类型" maxLength={50} clearable />
          </Form.Item>
          <Form.Item
            name="content"
            label="任务内容"
            rules={[{ max: 500, message: '任务内容不能超过500个字' }]}
          >
            <TextArea placeholder="选填" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item name="assignee" label="执行人" rules={[{ required: true, message: '请选择执行人' }]}>
            <Selector options={assignees} columns={2} />
          </Form.Item>
          <Form.Item
            name="startTime"
            label="开始时间"
            rules={[{ required: true, message: '请选择开始时间' }]}
          >
            <DateTimeField precision="datetime" aria-label="开始时间" />
          </Form.Item>
          <Form.Item name="endTime" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
            <DateTimeField precision="datetime" aria-label="结束时间" min={new Date(now)} />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
