import type { QuestionnaireDefinition } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { answerRows } from './answer-text.ts';

const d = {
  code: 't',
  name: 't',
  group: 'g',
  sections: [
    {
      title: 'A',
      items: [
        { key: 'n', type: 91, content: '说明' },
        {
          key: 'q1',
          type: 3,
          content: '心情',
          options: [
            { label: '好', value: 0 },
            { label: '差', value: 1 },
          ],
        },
        {
          key: 'q2',
          type: 4,
          content: '症状',
          options: [
            { label: '咳', value: 'c' },
            { label: '喘', value: 'b' },
          ],
        },
        { key: 'w', type: 7, content: '体重', unit: 'kg' },
        {
          key: 'm',
          type: 12,
          content: '矩阵',
          rows: [{ key: 'r1', label: '早' }],
          options: [{ label: '是', value: 1 }],
        },
        { key: 'skip', type: 1, content: '未答' },
      ],
    },
  ],
} as unknown as QuestionnaireDefinition;

describe('answerRows', () => {
  it('labels options, joins multi values, adds units, reads matrices, leaves display items and unanswered out', () => {
    expect(
      answerRows(d, [
        { key: 'q1', value: 1 },
        { key: 'q2', value: ['c', 'b'] },
        { key: 'w', value: 52 },
        { key: 'm', value: { r1: 1 } },
      ]),
    ).toEqual([
      { key: 'q1', question: '心情', answer: '差', images: [] },
      { key: 'q2', question: '症状', answer: '咳、喘', images: [] },
      { key: 'w', question: '体重', answer: '52kg', images: [] },
      { key: 'm', question: '矩阵', answer: '早：是', images: [] },
    ]);
  });
});

describe('answerRows images', () => {
  it('keeps the addresses of an image item for the viewer', () => {
    const d = {
      code: 'x',
      name: 'x',
      group: 'x',
      sections: [{ title: '', items: [{ key: 'p', type: 6, content: '照片' }] }],
    };
    const url = '/api/question/link/file/0123456789abcdef0123456789abcdef.png';
    expect(answerRows(d, [{ key: 'p', value: [url] }])).toEqual([
      { key: 'p', question: '照片', answer: '1张图片', images: [url] },
    ]);
  });
});
