import type { AppConfigCategory, AppConfigEvent, AppConfigKey } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { documentProjection } from '../document-projection.ts';

export const APP_CONFIG = 'appConfig';

export type AppConfigDoc = {
  _id: string;
  key: AppConfigKey;
  value: number;
  description: string;
  category: AppConfigCategory;
  updatedAt: string;
  _position: number;
};

/** One document per setting key (spec 001 §3: key, value, description, category; the prices and the request timers). */
export const appConfigProjection = documentProjection<AppConfigDoc>({
  name: APP_CONFIG,
  collection: APP_CONFIG,
  canHandle: ['AppConfigChanged'],
  documentId: (event) => (typeof event.data.key === 'string' ? event.data.key : null),
  evolve: (_doc, recorded) => {
    const { key, value, description, category, at } = (recorded as unknown as AppConfigEvent).data;
    return { _id: key, key, value, description, category, updatedAt: at, _position: recorded.position };
  },
});

export const getAppConfig = (store: ReadStore, key: string): Promise<AppConfigDoc | null> => store.collection<AppConfigDoc>(APP_CONFIG).findOne({ _id: key });
