import type { IdCardOcrResult } from '@kanghu/shared';
import { ocr } from '@kanghu/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { type ChangeEvent, useRef } from 'react';
import { useApp } from '../app/app-context.ts';

/** POST /api/base/parse/ocr/idcard (multipart, not scrambled): what the photo of a card's front shows. */
export function useIdCardOcr() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (photo: File): Promise<IdCardOcrResult> => {
      const form = new FormData();
      form.append('file', photo, photo.name);
      return api.call(ocr.idCard, { form });
    },
  });
}

interface Props {
  /** The antd-mobile form to fill. */
  form: { setFieldsValue(values: Record<string, unknown>): void };
  /** The form's ID-number field (filled only with a number that passed the check digit). */
  idcardField: string;
  /** The form's name field, when the provider reads names (the offline one does not). */
  nameField?: string;
}

/**
 * 拍照识别身份证: takes (or picks) a photo of the ID card's front, reads it on the server and fills
 * the ID-number field; anything not read stays for the user to type.
 */
export function IdCardScan({ form, idcardField, nameField }: Props) {
  const { ui } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const read = useIdCardOcr();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    read.mutate(photo, {
      onSuccess: (r) => {
        if (!r.idcard) {
          ui.toast('未能识别身份证号，请手动填写');
          return;
        }
        form.setFieldsValue({
          [idcardField]: r.idcard,
          ...(nameField && r.name ? { [nameField]: r.name } : {}),
        });
        ui.toast('已识别身份证号，请核对');
      },
    });
  };

  return (
    <>
      <Button
        block
        fill="outline"
        color="primary"
        size="middle"
        loading={read.isPending}
        onClick={() => input.current?.click()}
      >
        拍照识别身份证
      </Button>
      <input ref={input} type="file" accept="image/*" capture="environment" hidden onChange={onChange} />
    </>
  );
}
