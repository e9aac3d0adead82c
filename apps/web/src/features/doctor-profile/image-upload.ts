import type { ImageUploadItem } from 'antd-mobile';
import { useUploadFile } from '../account/queries.ts';

/** ImageUploader's `upload` through POST /api/upload/file (files of this project). */
export function useImageUpload(category: string) {
  const upload = useUploadFile(category);
  const uploadImage = async (file: File): Promise<ImageUploadItem> => {
    const stored = await upload.mutateAsync(file);
    return { url: stored.url };
  };
  return { uploadImage, uploading: upload.isPending };
}

export const toItems = (urls: readonly string[] | null | undefined): ImageUploadItem[] =>
  (urls ?? []).map((url) => ({ url }));
export const toUrls = (items: readonly ImageUploadItem[] | undefined): string[] =>
  (items ?? []).map((i) => i.url);
