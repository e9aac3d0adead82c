import { Form, Switch, TextArea } from 'antd-mobile';

/** The recipients of an intervention message: the whole district, or ID numbers one a line. */
export function RecipientFields({ all, help }: { all: boolean; help: string }) {
  return (
    <>
      <Form.Item name="isAllSend" label="发送给本区域全部居民" valuePropName="checked">
        <Switch />
      </Form.Item>
      {!all && (
        <Form.Item
          name="idcards"
          label="接收居民身份证号"
          help={help}
          rules={[{ required: true, message: '请选择接收居民' }]}
        >
          <TextArea placeholder="每行一个身份证号" rows={4} />
        </Form.Item>
      )}
    </>
  );
}

/** The idcardList of the send body from the fields above. */
export const idcardListOf = (v: { isAllSend: boolean; idcards: string }) =>
  v.isAllSend ? [] : v.idcards.split(/[\s,，]+/).filter(Boolean);
