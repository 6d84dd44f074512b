import type { RecordedEvent } from '@referly/domain';
import { pick, type PushRule, type PushRules } from '../platform/feature-module.ts';

export type LivePush = { rooms: string[]; payload: { type: string; position: number; data: Record<string, unknown> } };

/** Merges the features' allow-lists; an event type belongs to one feature, so a second rule for it is a mistake. */
export const pushRouter = (features: { name: string; push?: PushRules }[]) => {
  const rules = new Map<string, { feature: string; rule: PushRule }>();
  for (const feature of features) {
    for (const [type, rule] of Object.entries(feature.push ?? {})) {
      const taken = rules.get(type);
      if (taken) throw new Error(`Both ${taken.feature} and ${feature.name} push ${type}`);
      rules.set(type, { feature: feature.name, rule });
    }
  }
  /** Where an event goes and what of it: only the fields its rule names, only to the rooms it names. */
  return (event: RecordedEvent): LivePush | null => {
    const rule = rules.get(event.type)?.rule;
    if (!rule) return null;
    const rooms = rule.rooms(event);
    if (rooms.length === 0) return null;
    return { rooms, payload: { type: event.type, position: event.position, data: pick(event.data, rule.fields) } };
  };
};
