import { DomainError, messages, paginationSchema, updateVerificationStatusSchema, userRoles, verificationStatuses } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getUser, listUsers } from '@referly/projections/accounts/queries';
import { Router } from 'express';
import { z } from 'zod';
import type { AccountsService } from './accounts-service.ts';
import { adminUserView } from './profile-view.ts';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';

const listQuery = paginationSchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(userRoles).optional(),
  verification: z.enum(verificationStatuses).optional(),
});
const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, messages.userNotFound) });

/** Mounted behind requireAuth(['admin']). */
export const adminUsersRoutes = ({ accounts, readStore }: { accounts: AccountsService; readStore: ReadStore }): Router => {
  const router = Router();

  router.get('/users', async (req, res) => {
    const { page, limit, search, role, verification } = parse(listQuery, req.query);
    const result = await listUsers(readStore, { page, limit, search, role, verification });
    res.json({ statusCode: 200, ...result, data: result.data.map(adminUserView) });
  });

  router.get('/users/:id', async (req, res) => {
    const { id } = parse(idParam, req.params);
    const user = await getUser(readStore, id);
    if (!user) throw new DomainError('not_found', messages.userNotFound);
    res.json({ statusCode: 200, data: adminUserView(user) });
  });

  router.post('/referrers/:id/update-verification-status', async (req, res) => {
    const { id } = parse(idParam, req.params);
    const { newStatus } = parse(updateVerificationStatusSchema, req.body);
    const admin = principalOf(res.locals);
    const position = await accounts.changeVerificationStatus(id, newStatus, { userId: admin.sub, role: admin.role });
    replyCommand(res, position, { message: messages.toastVerificationUpdated });
  });

  return router;
};
