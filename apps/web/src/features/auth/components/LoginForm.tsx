import { List } from 'antd-mobile';
import type { FormEvent, ReactNode } from 'react';

/**
 * The card form of the sign-in screens, drawn with antd-mobile List and Form's own class names (the
 * app's one stylesheet carries Form's CSS), so it looks as antd-mobile's Form `mode="card"
 * layout="horizontal"` without loading it. State and checks: useFieldForm.
 */
export function LoginForm({
  onSubmit,
  footer,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate>
      <List mode="card">{children}</List>
      <div className="adm-form-footer">{footer}</div>
    </form>
  );
}

/** One horizontal field: its label with the required asterisk, outlined while its check fails. */
export function LoginField({
  label,
  error,
  extra,
  children,
}: {
  label: string;
  error?: string | undefined;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const className = `adm-form-item adm-form-item-horizontal${error ? ' adm-form-item-has-error' : ''}`;
  return (
    <List.Item
      className={className}
      prefix={
        <span className="adm-form-item-label">
          {label}
          <span className="adm-form-item-required-asterisk">*</span>
        </span>
      }
      extra={extra}
    >
      <div className="adm-form-item-child adm-form-item-child-position-normal">
        <div className="adm-form-item-child-inner">{children}</div>
      </div>
    </List.Item>
  );
}
