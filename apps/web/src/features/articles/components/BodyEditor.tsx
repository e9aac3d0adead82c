import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useApp } from '../../../app/app-context.ts';
import { useUploadFile } from '../../account/queries.ts';
import css from '../Articles.module.css';
import { useWordToHtml } from '../queries.ts';

const WORD_TYPES = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The article body: an editable area (typing, pasting), 插入图片 (uploaded, inserted as an image
 * of ours) and 导入Word (.docx converted by word2html, replacing the body). `onChange` gets the
 * HTML; the server sanitises it when it is saved.
 */
export function BodyEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const { ui } = useApp();
  const editor = useRef<HTMLDivElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const wordInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFile('article');
  const word = useWordToHtml();

  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initial;
  }, [initial]);

  const changed = () => onChange(editor.current?.innerHTML ?? '');

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.mutateAsync(file);
    const el = editor.current;
    if (!el) return;
    el.insertAdjacentHTML(
      'beforeend',
      `<p><img src="${escapeAttr(stored.url)}" alt="${escapeAttr(stored.name)}"></p>`,
    );
    changed();
    ui.toast('图片已插入');
  };

  const onWord = async (file: File | undefined) => {
    if (!file) return;
    const hasText = (editor.current?.textContent ?? '').trim().length > 0;
    if (hasText && !(await ui.confirm('导入Word将替换当前正文，是否继续？'))) return;
    const { html } = await word.mutateAsync(file);
    if (editor.current) editor.current.innerHTML = html;
    changed();
    ui.toast('Word已导入');
  };

  return (
    <>
      <div className={css.toolbar}>
        <Button size="small" loading={upload.isPending} onClick={() => imageInput.current?.click()}>
          插入图片
        </Button>
        <Button size="small" loading={word.isPending} onClick={() => wordInput.current?.click()}>
          导入Word
        </Button>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="article-image-input"
          onChange={(e) => {
            void onImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <input
          ref={wordInput}
          type="file"
          accept={WORD_TYPES}
          hidden
          data-testid="article-word-input"
          onChange={(e) => {
            void onWord(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={editor}
        className={css.editor}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        tabIndex={0}
        data-placeholder="请输入正文，可插入图片或导入Word文档"
        onInput={changed}
        onBlur={changed}
      />
    </>
  );
}
