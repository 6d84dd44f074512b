import type { RecordedEvent } from '@referly/domain';
import { pick, type PushRule, type PushRules } from '../platform/feature-module.ts';
import { ADMIN_ROOM } from './rooms.ts';

export type LivePayload = { type: string; position: number; data: Record<string, unknown> };
/**
 * `rooms` hear `payload` (the rule's fields); with a `watchers` rule, the sockets in `watchers.room` hear instead what
 * `watchers.payload()` answers (the notice itself when it answers null), and no notice.
 */
export type LivePush = { rooms: string[]; payload: LivePayload; watchers?: { room: string; payload: () => Promise<LivePayload | null> } };

/** Merges the features' allow-lists; an event type belongs to one feature, so a second rule for it is a mistake. */
export const pushRouter = (features: { name: string; push?: PushRules; adminTap?: readonly string[] }[]) => {
  const rules = new Map<string, { feature: string; rule: PushRule }>();
  for (const feature of features) {
    for (const [type, rule] of Object.entries(feature.push ?? {})) {
      const taken = rules.get(type);
      if (taken) throw new Error(`Both ${taken.feature} and ${feature.name} push ${type}`);
      rules.set(type, { feature: feature.name, rule });
    }
  }
  // Taps add a room, never a field: a tapped type without a rule reaches the admins as its type and position alone.
  const tapped = new Set(features.flatMap((feature) => feature.adminTap ?? []));
  /** Where an event goes and what of it: only the fields its rule names, only to the rooms it names (and the admins', if tapped). */
  const route = (event: RecordedEvent): LivePush | null => {
    const rule = rules.get(event.type)?.rule;
    const named = rule ? rule.rooms(event) : [];
    const rooms = tapped.has(event.type) && !named.includes(ADMIN_ROOM) ? [...named, ADMIN_ROOM] : named;
    const watched = rule?.watchers?.room(event) ?? null;
    if (rooms.length === 0 && watched === null) return null;
    const payload = { type: event.type, position: event.position, data: rule ? pick(event.data, rule.fields) : {} };
    if (!rule?.watchers || watched === null) return { rooms, payload };
    const { data } = rule.watchers;
    return {
      rooms,
      payload,
      watchers: {
        room: watched,
        payload: async () => {
          const full = await data(event);
          return full ? { type: event.type, position: event.position, data: full } : null;
        },
      },
    };
  };
  /**
   * The rooms a pushed payload of `event` was for, for a resumed socket's missed packets: a watchers' payload (one with
   * more than the rule's fields) only the watchers' room, a notice its rooms (and the watchers', who hear it when the
   * fuller one could not be made).
   */
  const roomsOf = (event: RecordedEvent, payload: unknown): string[] => {
    const push = route(event);
    if (!push) return [];
    const rule = rules.get(event.type)?.rule;
    const data: unknown = typeof payload === 'object' && payload !== null ? (payload as { data?: unknown }).data : null;
    const keys = typeof data === 'object' && data !== null ? Object.keys(data) : [];
    const fuller = keys.some((key) => !(rule?.fields ?? []).includes(key));
    if (fuller) return push.watchers ? [push.watchers.room] : [];
    return push.watchers ? [...push.rooms, push.watchers.room] : push.rooms;
  };
  return Object.assign(route, { roomsOf });
};
