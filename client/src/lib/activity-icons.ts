import { createContext, useContext } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ActivityKind } from '@referly/domain';

/** Each activity kind's icon, from the feature that owns the kind (its `activityIcons`), merged by the app. */
export type ActivityIcons = Partial<Record<ActivityKind, LucideIcon>>;

export const ActivityIconsContext = createContext<ActivityIcons>({});

/** The icon a feature gave an activity kind, if any. */
export const useActivityIcon = (kind: ActivityKind): LucideIcon | undefined => useContext(ActivityIconsContext)[kind];
