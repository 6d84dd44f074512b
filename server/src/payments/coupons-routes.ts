import { couponCheckSchema, couponCreateSchema, couponGenerateSchema, couponMessages, couponUpdateSchema, DomainError } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getCoupon, listCoupons, type CouponDoc } from '@referly/projections/payments/coupons.projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import type { CouponsService } from './coupons-service.ts';
import type { PricingService } from './pricing-service.ts';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, couponMessages.notFound) });

/** Spec 001 §3: Coupon = _id, code, discountPercentage, active; and its terms, and how often it is used. */
const couponView = ({ _id, code, discountPercentage, active, expiresAt, maxUses, services, uses, createdAt }: CouponDoc) => ({
  _id,
  code,
  discountPercentage,
  active,
  expiresAt,
  maxUses,
  services,
  uses,
  createdAt,
});

/** Spec 001 §7's coupon calls (admins), and the checkout's check of a code (anyone signed in). */
export const couponsRoutes = (deps: {
  coupons: CouponsService;
  pricing: PricingService;
  readStore: ReadStore;
  waitFor: (position: number) => Promise<boolean>;
  admin: RequestHandler;
  signedIn: RequestHandler;
}) => {
  const { coupons, readStore, admin } = deps;
  const router = Router();
  const found = async (couponId: string) => {
    const coupon = await getCoupon(readStore, couponId);
    if (!coupon) throw new DomainError('not_found', couponMessages.notFound);
    return coupon;
  };
  /** the coupon as the read model holds it once the command is in */
  const viewAfter = async (couponId: string, position: number) => {
    await deps.waitFor(position);
    return couponView(await found(couponId));
  };

  router.get('/coupons', admin, async (_req, res) => {
    res.json({ statusCode: 200, data: (await listCoupons(readStore)).map(couponView) });
  });

  router.get('/coupons/check', deps.signedIn, async (req, res) => {
    const { code, service } = parse(couponCheckSchema, req.query);
    const quote = await deps.pricing.quote(service, code).catch((error: unknown) => {
      // said as the checkout would say it: not valid, expired, for another service, used up
      throw error instanceof DomainError ? new DomainError('not_found', error.message) : error;
    });
    res.json({
      statusCode: 200,
      data: { code, discountPercentage: quote.coupon?.discountPercentage ?? 0, amount: quote.amountCents, originalAmount: quote.originalCents },
    });
  });

  router.post('/create-coupon', admin, async (req, res) => {
    const { code, discountPercentage, ...terms } = parse(couponCreateSchema, req.body);
    const { couponId, position } = await coupons.create(code, discountPercentage, terms);
    replyCommand(res, position, { message: couponMessages.toastCreated, data: await viewAfter(couponId, position) }, 201);
  });

  router.post('/coupons/generate', admin, async (req, res) => {
    const { discountPercentage, ...terms } = parse(couponGenerateSchema, req.body);
    const { couponId, code, position } = await coupons.generate(discountPercentage, terms);
    res.setHeader('X-Referly-Position', String(position));
    res.status(201).json({ statusCode: 201, message: couponMessages.toastCreated, code, data: await viewAfter(couponId, position) });
  });

  router.put('/update-coupons/:id', admin, async (req, res) => {
    const { id } = parse(idParam, req.params);
    const input = parse(couponUpdateSchema, req.body);
    await found(id);
    const position = await coupons.update(id, input);
    replyCommand(res, position, { message: couponMessages.toastUpdated, data: await viewAfter(id, position) });
  });

  router.delete('/coupons/:id', admin, async (req, res) => {
    const { id } = parse(idParam, req.params);
    await found(id);
    replyCommand(res, await coupons.remove(id), { message: couponMessages.toastDeleted });
  });

  return router;
};
