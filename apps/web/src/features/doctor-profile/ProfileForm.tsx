import type { DoctorProfileView } from '@kanghu/shared';
import { Button, Form, ImageUploader, type ImageUploadItem, Input, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { toItems, toUrls, useImageUpload } from './image-upload.ts';
import { useUpdateDoctor } from './queries.ts';

interface Values {
  photo: ImageUploadItem[];
  name: string;
  title?: string;
  intro?: string;
  goodAt?: string;
}

/** Photo, name, title, intro and specialities: PUT /api/doctor/:id. */
export function ProfileForm({ doctor, onSaved }: { doctor: DoctorProfileView; onSaved: () => void }) {
  const { ui } = useApp();
  const save = useUpdateDoctor(doctor.id);
  const { uploadImage, uploading } = useImageUpload('avatar');
  const onFinish = (v: Values) =>
    save.mutate(
      {
        name: v.name.trim(),
        title: v.title?.trim() ?? '',
        intro: v.intro?.trim() ?? '',
        goodAt: v.goodAt?.trim() ?? '',
        ...(toUrls(v.photo)[0] ? { photo: toUrls(v.photo)[0] } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('保存成功');
          onSaved();
        },
      },
    );
  return (
    <Form
      initialValues={{
        photo: toItems(doctor.photo ? [doctor.photo] : []),
        name: doctor.name,
        title: doctor.title ?? '',
        intro: doctor.intro ?? '',
        goodAt: doctor.goodAt ?? '',
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
          loading={save.isPending}
          disabled={uploading}
        >
          保存资料
        </Button>
      }
    >
      <Form.Item name="photo" label="头像">
        <ImageUploader upload={uploadImage} maxCount={1} accept="image/*" />
      </Form.Item>
      <Form.Item
        name="name"
        label="姓名"
        rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
      >
        <Input placeholder="请输入姓名" maxLength={50} />
      </Form.Item>
      <Form.Item name="title" label="职称">
        <Input placeholder="如：主治医师" maxLength={50} />
      </Form.Item>
      <Form.Item name="intro" label="个人简介">
        <TextArea
          placeholder="介绍您的从医经历"
          maxLength={2000}
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid="intro-input"
        />
      </Form.Item>
      <Form.Item name="goodAt" label="擅长">
        <TextArea placeholder="如：高血压、糖尿病" maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </Form>
  );
}
