import { MEASUREMENT_TYPE_INFO, type MeasurementType } from '@kanghu/shared';
import { Form, Input, TextArea } from 'antd-mobile';
import { componentRule } from '../entry-rules.ts';
import { unitText } from '../format.ts';
import { MeasureTimeInput } from './MeasureTimeInput.tsx';

/** The numeric inputs of a type's components, each with its unit and the shared bounds rule. */
export function ComponentInputs({
  type,
  keys,
  placeholders = {},
}: {
  type: MeasurementType;
  keys: readonly string[];
  /** Placeholders by component; default 请输入… (required) or 选填. */
  placeholders?: Record<string, string>;
}) {
  const info = MEASUREMENT_TYPE_INFO[type];
  return (
    <>
      {keys.map((key) => {
        const c = info.components[key];
        if (!c) return null;
        return (
          <Form.Item
            key={key}
            name={key}
            label={c.label}
            extra={unitText(c.unit)}
            rules={[componentRule(type, key)]}
          >
            <Input
              type="text"
              inputMode="decimal"
              placeholder={placeholders[key] ?? (c.required ? `请输入${c.label}` : '选填')}
              maxLength={6}
              clearable
            />
          </Form.Item>
        );
      })}
    </>
  );
}

/** The closing fields of every reading entry form: the measure time (required) and a remark. */
export function MeasureTimeAndRemark({ remarkPlaceholder = '选填' }: { remarkPlaceholder?: string }) {
  return (
    <>
      <Form.Item name="measureTime" label="测量时间" rules={[{ required: true, message: '请选择测量时间' }]}>
        <MeasureTimeInput />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <TextArea placeholder={remarkPlaceholder} maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
    </>
  );
}
