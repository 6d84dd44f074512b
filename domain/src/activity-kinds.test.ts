import { describe, expect, it } from 'vitest';
import { activityKindRegistry } from './activity-kinds.ts';
import { activityKindLabels, activityKinds } from './activity/constants.ts';
import { activityKind } from './shared/activity-kind.ts';

describe("the activity feed's kinds, as the features register them", () => {
  it('are each listed once, in the order of the registry, each with its own label', () => {
    expect(new Set(activityKinds).size).toBe(activityKinds.length);
    expect(activityKinds).toEqual(activityKindRegistry.map((entry) => entry.kind));
    expect(new Set(activityKinds.map((kind) => activityKindLabels[kind])).size).toBe(activityKinds.length);
  });

  it('are declared by a feature with its kind and label', () => {
    expect(activityKind('forum', 'Discussion forum')).toEqual({ kind: 'forum', label: 'Discussion forum' });
  });
});
