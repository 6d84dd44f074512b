import { latestCalendarDate } from '@referly/domain';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { createAccountsService } from './accounts-service.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { accountsLiveEffects, accountsPush } from './push.ts';
import { verificationRoutes } from './verification-routes.ts';
import { createCompaniesService } from '../companies/companies-service.ts';
import { acceptUploads } from '../http/uploads.ts';
import { verificationMessages } from '@referly/domain';

/** Sign-up, sessions, passwords, profile and settings, and the admin's user management. */
export const accountsModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, tokens, otpCrypto, authenticate, rateLimits, clock, newId, waitFor, files, config } = deps;
  const accounts = createAccountsService({ eventStore, tokens, otpCrypto, clock, newId, waitFor: (position) => waitFor(position) });
  const routes = accountsRoutes({ accounts, authenticate, readStore, today: () => latestCalendarDate(clock()), rateLimits });
  routes.use(
    verificationRoutes({
      accounts,
      companies: createCompaniesService({ eventStore, clock, newId }),
      files,
      readStore,
      referrer: requireAuth(authenticate, ['referrer']),
      admin: requireAuth(authenticate, ['admin']),
      uploads: acceptUploads({
        fields: ['passport', 'picture'],
        kinds: ['jpeg', 'jpg', 'png', 'pdf'],
        maxBytes: config.uploadMaxBytes,
        message: verificationMessages.fileKind,
      }),
      limit: rateLimits.for('verification-request'),
    }),
  );
  routes.use('/admin', requireAuth(authenticate, ['admin']), adminUsersRoutes({ accounts, readStore }));
  return {
    name: 'accounts',
    routes,
    push: accountsPush,
    liveEffects: accountsLiveEffects,
    // the accounts side by side: each hashes its password on the thread pool meanwhile
    seed: async () => {
      const written = await Promise.all(
        demoAccounts.map(({ userId, email, firstName, lastName, userRole, verificationStatus, employment }) =>
          accounts.createVerifiedAccount({
            userId,
            details: { firstName, lastName, email, mobile: '0400 000 000', mobileWork: '02 9000 0000', userRole, dateOfBirth: '1990-01-01' },
            verificationStatus,
            ...(employment ? { employment } : {}),
            password: DEMO_PASSWORD,
          }),
        ),
      );
      return Math.max(0, ...written);
    },
  };
};
