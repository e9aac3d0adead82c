import { describe, expect, it } from 'vitest';
import { chatMiddlePath, roomPath } from './paths.ts';

describe('doctor-services paths', () => {
  it('builds the middle page for an order, a user and the assistant room', () => {
    expect(chatMiddlePath({ orderId: 7 })).toBe('/health/doctor/chat/middle?orderId=7');
    expect(chatMiddlePath({ userId: 3 })).toBe('/health/doctor/chat/middle?userId=3');
    expect(chatMiddlePath({ assistant: true })).toBe('/health/doctor/chat/middle?assistant=1');
  });

  it('builds the consult room with the order only when there is one', () => {
    expect(roomPath(5, 9)).toBe('/health/doctor/consult/room?askId=5&orderId=9');
    expect(roomPath(5, null)).toBe('/health/doctor/consult/room?askId=5');
  });
});
