import { DomainError, messages, referrerVerificationSchema, verificationMessages, type FileRef } from '@referly/domain';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getUser } from '@referly/projections/accounts/queries';
import type { UserDoc } from '@referly/projections/accounts/users.projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import type { CompaniesService } from '../companies/companies-service.ts';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import { sendFile } from '../http/send-file.ts';
import { keepUpload, type UploadedFile } from '../http/uploads.ts';
import type { AccountsService } from './accounts-service.ts';

const fileKind = z.object({ kind: z.enum(['passport', 'picture'], { error: 'No such file.' }) });
const userFile = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, messages.userNotFound),
  kind: z.enum(['passport', 'picture'], { error: 'No such file.' }),
});

const fileView = (file: FileRef, url: string) => ({ name: file.name, size: file.size, mime: file.mime, url });

/** What the timeline page and a resubmission read back of a referrer's verification. */
const verificationView = (user: UserDoc) => {
  const verification = user.verification ?? null;
  return {
    status: user.referrerVerificationStatus,
    submittedAt: verification?.submittedAt ?? null,
    decidedAt: verification?.decidedAt ?? null,
    details: verification?.details ?? null,
    files: verification
      ? {
          passport: fileView(verification.passport, '/api/referrer/verification/files/passport'),
          picture: fileView(verification.picture, '/api/referrer/verification/files/picture'),
        }
      : null,
  };
};

/** Spec 001 §7: POST /api/referrer/send-verification-request, and the verification's own reads and files. */
export const verificationRoutes = (deps: {
  accounts: AccountsService;
  companies: CompaniesService;
  files: FileStore;
  readStore: ReadStore;
  referrer: RequestHandler;
  admin: RequestHandler;
  uploads: RequestHandler[];
  limit: RequestHandler;
}) => {
  const router = Router();
  const keep = (upload: UploadedFile) => keepUpload(deps.files, upload);
  const userOf = async (id: string) => {
    const user = await getUser(deps.readStore, id);
    if (!user) throw new DomainError('not_found', messages.userNotFound);
    return user;
  };
  const sendVerificationFile = async (user: UserDoc, kind: 'passport' | 'picture', res: Parameters<RequestHandler>[1]) => {
    const file = user.verification?.[kind];
    const content = file ? await deps.files.get(file.fileId) : null;
    if (!file || !content) throw new DomainError('not_found', 'No such file.');
    sendFile(res, file, content);
  };

  router.post('/referrer/send-verification-request', deps.referrer, deps.limit, ...deps.uploads, async (req, res) => {
    const details = parse(referrerVerificationSchema, req.body);
    const upload = (field: string, required: string) => {
      const found = res.locals.uploads?.find((file) => file.field === field);
      if (!found) throw new DomainError('validation_failed', required, { errors: { [field]: required } });
      return found;
    };
    const passport = upload('passport', verificationMessages.passportRequired);
    const picture = upload('picture', verificationMessages.pictureRequired);
    const { sub } = principalOf(res.locals);
    const user = await userOf(sub);
    if (user.referrerVerificationStatus === 'approved') throw new DomainError('conflict', verificationMessages.alreadyApproved);
    if (user.referrerVerificationStatus === 'pending') throw new DomainError('conflict', verificationMessages.beingReviewed);
    const company = await deps.companies.resolve(details.companyName, 'referrer');
    const employment = { companyId: company.companyId, companyName: company.companyName, positionAtCompany: details.positionAtCompany };
    const position = await deps.accounts.submitVerification(sub, details, await keep(passport), await keep(picture), employment);
    replyCommand(res, position, { message: verificationMessages.toastSubmitted }, 201);
  });

  router.get('/referrer/verification', deps.referrer, async (_req, res) => {
    res.json({ statusCode: 200, data: verificationView(await userOf(principalOf(res.locals).sub)) });
  });

  router.get('/referrer/verification/files/:kind', deps.referrer, async (req, res) => {
    await sendVerificationFile(await userOf(principalOf(res.locals).sub), parse(fileKind, req.params).kind, res);
  });

  router.get('/admin/users/:id/verification/files/:kind', deps.admin, async (req, res) => {
    const { id, kind } = parse(userFile, req.params);
    await sendVerificationFile(await userOf(id), kind, res);
  });

  return router;
};

export { verificationView };
