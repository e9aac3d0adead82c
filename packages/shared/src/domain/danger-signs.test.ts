import { describe, expect, it } from 'vitest';
import { dangerSigns, EMERGENCY_ADVICE } from './danger-signs.ts';

describe('danger signs of an AI chat message', () => {
  it('finds chest pain, the 中风120 signs and suicidal thoughts', () => {
    expect(dangerSigns('我爸爸突然胸口疼，还出冷汗')).toEqual(['chestPain']);
    expect(dangerSigns('奶奶早上起来口角歪斜，说话 不清')).toEqual(['stroke']);
    expect(dangerSigns('右边一侧肢体无力怎么办')).toEqual(['stroke']);
    expect(dangerSigns('最近总觉得活着没意思，不想活了')).toEqual(['suicide']);
    expect(dangerSigns('胸痛而且嘴歪')).toEqual(['chestPain', 'stroke']);
  });

  it('finds nothing in an everyday question', () => {
    expect(dangerSigns('高血压患者饮食要注意什么')).toEqual([]);
    expect(dangerSigns('')).toEqual([]);
  });

  it('advises 120 for the emergencies and the 12356 hotline for suicidal thoughts', () => {
    expect(EMERGENCY_ADVICE.stroke.advice).toContain('120');
    expect(EMERGENCY_ADVICE.chestPain.advice).toContain('120');
    expect(EMERGENCY_ADVICE.suicide.advice).toContain('12356');
  });
});
