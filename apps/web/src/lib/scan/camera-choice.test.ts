import { describe, expect, it } from 'vitest';
import { chooseCamera } from './camera-choice.ts';

const cam = (deviceId: string, label = '') => ({ deviceId, label, kind: 'videoinput' });

describe('camera choice (spec 1 section 5)', () => {
  it('makes no choice with no camera or one camera', () => {
    expect(chooseCamera([])).toBeNull();
    expect(chooseCamera([cam('a', 'camera2 1, facing front')])).toBeNull();
  });

  it('picks a back-facing camera by label among several', () => {
    expect(chooseCamera([cam('f', 'camera2 1, facing front'), cam('b', 'camera2 0, facing back')])).toBe('b');
    expect(chooseCamera([cam('f', 'Front Camera'), cam('r', 'Back Camera')])).toBe('r');
    expect(chooseCamera([cam('f', '前置摄像头'), cam('r', '后置摄像头')])).toBe('r');
    expect(chooseCamera([cam('f', 'front'), cam('e', 'environment')])).toBe('e');
  });

  it('takes the sixth device when more than five exist and none is labelled back', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((id) => cam(id));
    expect(chooseCamera(six)).toBe('6');
    expect(chooseCamera([...six, cam('7')])).toBe('6');
  });

  it('prefers the back label over the sixth device', () => {
    const many = [cam('1'), cam('2', 'camera2 2, facing back'), cam('3'), cam('4'), cam('5'), cam('6')];
    expect(chooseCamera(many)).toBe('2');
  });

  it('makes no choice among two to five unlabelled cameras, and ignores other devices', () => {
    expect(chooseCamera([cam('1'), cam('2'), cam('3')])).toBeNull();
    expect(chooseCamera([cam('1'), { deviceId: 'mic', label: 'back mic', kind: 'audioinput' }])).toBeNull();
    expect(chooseCamera([cam('1', 'a'), cam('', 'back')])).toBeNull();
  });
});
