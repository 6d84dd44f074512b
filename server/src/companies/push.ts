import { ADMIN_ROOM } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const toAdmins = () => [ADMIN_ROOM];

/** The company list changes for the admins who keep it. */
export const companiesPush: PushRules = {
  CompanyAdded: { rooms: toAdmins, fields: ['companyId', 'name', 'currentStatus', 'createdBy', 'at'] },
  CompanyUpdated: { rooms: toAdmins, fields: ['companyId', 'name', 'currentStatus', 'at'] },
  CompanyDeleted: { rooms: toAdmins, fields: ['companyId', 'name', 'at'] },
};
