import type { RecordedEvent } from '@referly/domain';
import { pick, type PushRule, type PushRules } from '../platform/feature-module.ts';
import { ADMIN_ROOM } from './rooms.ts';

export type LivePush = { rooms: string[]; payload: { type: string; position: number; data: Record<string, unknown> } };

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
  return (event: RecordedEvent): LivePush | null => {
    const rule = rules.get(event.type)?.rule;
    const named = rule ? rule.rooms(event) : [];
    const rooms = tapped.has(event.type) && !named.includes(ADMIN_ROOM) ? [...named, ADMIN_ROOM] : named;
    if (rooms.length === 0) return null;
    return { rooms, payload: { type: event.type, position: event.position, data: rule ? pick(event.data, rule.fields) : {} } };
  };
};
