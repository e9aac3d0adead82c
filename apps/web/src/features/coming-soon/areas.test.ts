import { describe, expect, it } from 'vitest';
import { areaFor } from './areas.ts';

describe('coming-soon area names', () => {
  it('names the area of the family, refined by the path for the broad families', () => {
    expect(areaFor('health-patient', '/health/patient/inquiry/pay')).toBe('在线问诊');
    expect(areaFor('health-patient', '/health/patient/add')).toBe('患者健康');
    expect(areaFor('health-patient', '/health/order/reserve/list')).toBe('预约服务');
    expect(areaFor('health-doctor', '/health/doctor/sickbed/info')).toBe('家庭病床');
    expect(areaFor('health-doctor', '/health/doctor/patient/select')).toBe('患者管理');
    expect(areaFor('health-doctor', '/health/doctor/info/edit')).toBe('医生工作台');
    expect(areaFor('common', '/app/common/article/list')).toBe('健康教育');
  });

  it('keeps single-subject families whole (an education question is education)', () => {
    expect(areaFor('education', '/education/circle/post/question/:id')).toBe('健康教育');
    expect(areaFor('ai', '/app/ai/follow/form')).toBe('AI随访');
    expect(areaFor('chmsc', '/app/chmsc/sample/detail')).toBe('样本管理');
  });

  it('falls back to a general name for an unknown family', () => {
    expect(areaFor('nope', '/x/y')).toBe('更多服务');
  });
});
