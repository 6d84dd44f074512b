import { createContext, useContext } from 'react';
import type { FeatureNav } from './client-feature.ts';

/** Every feature's nav links, merged by the app (client/src/app/features.ts) and provided at the root of its routes. */
export type MergedNav = Required<FeatureNav>;

export const FeatureNavContext = createContext<MergedNav>({ public: [], seeker: [], referrer: [], verification: [], admin: [], services: [] });

/** The merged links of one bar, in order. */
export const useFeatureNav = <K extends keyof MergedNav>(bar: K): MergedNav[K] => useContext(FeatureNavContext)[bar];
