import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@referly/domain';
import { pushRouter } from './routing.ts';

const event = (type: string, data: Record<string, unknown>, position = 7): RecordedEvent => ({
  type,
  data,
  id: `e${position}`,
  streamId: 's',
  revision: 0,
  position,
  metadata: {},
  recordedAt: '2026-11-24T00:00:00.000Z',
});

const toOwner = { rooms: (e: RecordedEvent) => [`user:${String(e.data.userId)}`], fields: ['userId', 'firstName'] };

describe('the push router', () => {
  it('sends an event with a rule to its rooms, with its fields only', () => {
    const route = pushRouter([{ name: 'accounts', push: { ProfileUpdated: toOwner } }]);
    expect(route(event('ProfileUpdated', { userId: 'u1', firstName: 'Mia', mobile: '0400' }))).toEqual({
      rooms: ['user:u1'],
      payload: { type: 'ProfileUpdated', position: 7, data: { userId: 'u1', firstName: 'Mia' } },
    });
    expect(route(event('PasswordSet', { userId: 'u1', passwordHash: 'h' }))).toBeNull();
  });

  it('refuses two features pushing one event type', () => {
    expect(() =>
      pushRouter([
        { name: 'accounts', push: { ProfileUpdated: toOwner } },
        { name: 'admin', push: { ProfileUpdated: toOwner } },
      ]),
    ).toThrow('Both accounts and admin push ProfileUpdated');
  });

  it('an admin tap adds the admin room to a tapped type, keeping the rule’s rooms and fields, without clashing with the rule', () => {
    const route = pushRouter([
      { name: 'accounts', push: { ProfileUpdated: toOwner } },
      { name: 'activity', adminTap: ['ProfileUpdated', 'PasswordSet'] },
    ]);
    expect(route(event('ProfileUpdated', { userId: 'u1', firstName: 'Mia', mobile: '0400' }))).toEqual({
      rooms: ['user:u1', 'admin'],
      payload: { type: 'ProfileUpdated', position: 7, data: { userId: 'u1', firstName: 'Mia' } },
    });
  });

  it('a tapped type with no rule reaches the admins as its type and position alone', () => {
    const route = pushRouter([{ name: 'activity', adminTap: ['PasswordSet'] }]);
    expect(route(event('PasswordSet', { userId: 'u1', passwordHash: '$argon2id$secret' }, 9))).toEqual({
      rooms: ['admin'],
      payload: { type: 'PasswordSet', position: 9, data: {} },
    });
    expect(route(event('SomethingElse', { userId: 'u1' }))).toBeNull();
  });

  it('names the admin room once when the rule already sends there, and taps from two features at once', () => {
    const toAdmins = { rooms: () => ['admin'], fields: ['code'] };
    const route = pushRouter([
      { name: 'coupons', push: { CouponCreated: toAdmins } },
      { name: 'activity', adminTap: ['CouponCreated'] },
      { name: 'audit', adminTap: ['CouponCreated'] },
    ]);
    expect(route(event('CouponCreated', { code: 'SPRING25', couponId: 'k1' }))?.rooms).toEqual(['admin']);
  });

  it('a rule that sends nowhere still sends a tapped type to the admins', () => {
    const route = pushRouter([
      { name: 'chat', push: { ChatRead: { rooms: () => [], fields: ['chatId'] } } },
      { name: 'activity', adminTap: ['ChatRead'] },
    ]);
    expect(route(event('ChatRead', { chatId: 'c1', upTo: 3 }))).toEqual({
      rooms: ['admin'],
      payload: { type: 'ChatRead', position: 7, data: { chatId: 'c1' } },
    });
  });
});
