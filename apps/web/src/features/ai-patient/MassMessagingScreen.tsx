import { INTERVENTION_MESSAGE_TYPE_LABELS, INTERVENTION_MESSAGE_TYPES } from '@kanghu/shared';
import { Button, Form, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { AI_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { MASS_LIST_PATH } from './paths.ts';
import { useSendIntervention } from './queries.ts';
import { idcardListOf, RecipientFields } from './RecipientFields.tsx';

interface Values {
  messageType: number[];
  message: string;
  idcards: string;
  isAllSend: boolean;
}

/** /app/ai/mass/messaging/index: send an intervention message to listed residents or all of the district. */
export default function MassMessagingScreen() {
  return (
    <>
      <PageBar title="群发干预消息" fallback={AI_PATHS.patientFind} />
      <AiDistrictGate>{(d) => <SendForm district={d} />}</AiDistrictGate>
    </>
  );
}

function SendForm({ district }: { district: AiDistrict }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const send = useSendIntervention(district.localAreaCode);
  const [form] = Form.useForm<Values>();
  const all = Form.useWatch('isAllSend', form);
  const onFinish = (v: Values) => {
    const idcardList = idcardListOf(v);
    send.mutate(
      { message: v.message, messageType: v.messageType[0] ?? 1, idcardList, isAllSend: v.isAllSend },
      {
        onSuccess: (r) => {
          ui.toast(`已发送给 ${r.recipientCount} 位居民`);
          navigate(MASS_LIST_PATH);
        },
        onError: (e) => ui.toast(errorMessage(e)),
      },
    );
  };
  return (
    <Form
      form={form}
      initialValues={{ messageType: [1], message: '', idcards: '', isAllSend: false }}
      onFinish={onFinish}
      footer={
        <>
          <Button block type="submit" color="primary" loading={send.isPending}>
            发送
          </Button>
          <Button block fill="none" onClick={() => navigate(MASS_LIST_PATH)}>
            查看发送记录
          </Button>
        </>
      }
    >
      <Form.Item name="messageType" label="消息类型">
        <Selector
          options={INTERVENTION_MESSAGE_TYPES.map((t) => ({
            label: INTERVENTION_MESSAGE_TYPE_LABELS[t] ?? '',
            value: t,
          }))}
        />
      </Form.Item>
      <Form.Item name="message" label="消息内容" rules={[{ required: true, message: '请输入消息内容' }]}>
        <TextArea placeholder="请输入干预内容，居民将在消息中心收到" maxLength={500} showCount rows={4} />
      </Form.Item>
      <RecipientFields all={Boolean(all)} help="每行一个，最多500人" />
    </Form>
  );
}
