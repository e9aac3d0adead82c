import { Radio, Space } from 'antd-mobile';
import cards from './Cards.module.css';
import { cardValidity } from './card-text.ts';
import { useMyCards } from './queries.ts';

/**
 * Pay an inquiry with a service card: my usable cards that still have a right of
 * `inquiryType`. `value` is the chosen user card id, or null to pay normally.
 */
export function CardPicker({
  inquiryType,
  value,
  onChange,
}: {
  inquiryType: number;
  value: number | null;
  onChange: (userCardId: number | null) => void;
}) {
  const mine = useMyCards(inquiryType);
  if (mine.isPending) return <p className={cards.picker}>正在查询可用服务卡…</p>;
  if (mine.isError) return <p className={cards.picker}>服务卡查询失败，可直接支付问诊</p>;
  if (mine.data.length === 0) return null;
  return (
    <section className={cards.picker} aria-label="使用服务卡">
      <h2 className={cards.legend}>使用服务卡</h2>
      <Radio.Group value={value ?? 0} onChange={(v) => onChange(v === 0 ? null : Number(v))}>
        <Space direction="vertical" block>
          <Radio value={0}>不使用服务卡</Radio>
          {mine.data.map((c) => {
            const right = c.rights.find((r) => r.inquiryType === inquiryType);
            return (
              <Radio key={c.id} value={c.id} aria-label={`使用 ${c.name}`}>
                <span className={cards.option} data-testid={`card-option-${c.id}`}>
                  <span>
                    {c.name}（剩余{right?.remaining ?? 0}次）
                  </span>
                  <span style={{ fontSize: 'var(--app-font-small)', color: 'var(--adm-color-weak)' }}>
                    有效期：{cardValidity(c)}
                  </span>
                </span>
              </Radio>
            );
          })}
        </Space>
      </Radio.Group>
    </section>
  );
}
