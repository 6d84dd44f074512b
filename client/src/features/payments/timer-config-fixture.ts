import { timerSettingDefaults, timerSettingDescriptions, timerSettingKeys, timerSettingUnits, type TimerSettingKey } from '@referly/domain';
import type { TimerConfig } from './api/types';

/** GET /api/app-config?category=timers as the server answers it: the given periods, the defaults for the rest. */
export const timerConfigOf = (values: Partial<Record<TimerSettingKey, number>>): TimerConfig =>
  Object.fromEntries(
    timerSettingKeys.map((key) => [
      key,
      {
        key,
        value: values[key] ?? timerSettingDefaults[key],
        unit: timerSettingUnits[key],
        description: timerSettingDescriptions[key],
        category: 'timers',
        fallback: values[key] === undefined,
      },
    ]),
  );
