import { z } from 'zod';
import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';

export const companyStatuses = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

/** Who put a company on the list: an admin, a seeker typing a name, a referrer naming their employer, or the demo. */
export type CompanyOrigin = 'admin' | 'seeker' | 'referrer' | 'seed';

export type CompanyDetails = { name: string; registrationNumber: string; contactNumber: string; website: string; address: string };

export const companyMessages = {
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name must be at most 100 characters',
  registrationTooLong: 'Registration number must be at most 50 characters',
  contactInvalid: 'Please enter a valid contact number',
  websiteInvalid: 'Please enter a valid website URL',
  addressTooLong: 'Address must be at most 500 characters',
  statusInvalid: 'Status must be pending, approved or rejected.',
  exists: 'A company with this name already exists.',
  notFound: 'This company does not exist.',
  toastCreated: 'Company created successfully!',
  toastUpdated: 'Company updated successfully!',
  toastDeleted: 'Company deleted successfully!',
  failFetchList: 'Failed to fetch companies',
  failFetchDetail: 'Failed to fetch company details',
} as const;

export type CompanyEvent =
  | Event<'CompanyAdded', { companyId: string } & CompanyDetails & { currentStatus: CompanyStatus; createdBy?: CompanyOrigin; at: string }>
  | Event<'CompanyUpdated', { companyId: string } & CompanyDetails & { currentStatus: CompanyStatus; at: string }>
  | Event<'CompanyDeleted', { companyId: string; name: string; at: string }>;

export type CompanyCommand =
  | { type: 'AddCompany'; companyId: string; details: CompanyDetails; status: CompanyStatus; origin: CompanyOrigin; now: string }
  | { type: 'UpdateCompany'; details: CompanyDetails; status: CompanyStatus; now: string }
  | { type: 'DeleteCompany'; now: string };

export type Company = { exists: boolean; deleted: boolean; companyId: string; details: CompanyDetails | null; status: CompanyStatus };

export const companyStream = (companyId: string) => `company-${companyId}`;

/** A name as the list compares names: case, spacing and a trailing full stop aside ('Canva Pty. Ltd.' = 'canva pty. ltd'). */
export const companyNameKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');

const mustBeLive = (state: Company): CompanyDetails => {
  if (!state.exists || state.deleted || !state.details) throw new DomainError('not_found', companyMessages.notFound);
  return state.details;
};

export const companyDecider: Decider<CompanyCommand, CompanyEvent, Company> = {
  initialState: () => ({ exists: false, deleted: false, companyId: '', details: null, status: 'approved' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyAdded':
      case 'CompanyUpdated': {
        const { companyId, currentStatus, name, registrationNumber, contactNumber, website, address } = event.data;
        return { exists: true, deleted: false, companyId, details: { name, registrationNumber, contactNumber, website, address }, status: currentStatus };
      }
      case 'CompanyDeleted':
        return { ...state, deleted: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddCompany':
        if (state.exists) throw new DomainError('conflict', 'This company already exists.');
        return [
          {
            type: 'CompanyAdded',
            data: { companyId: command.companyId, ...command.details, currentStatus: command.status, createdBy: command.origin, at: command.now },
          },
        ];
      case 'UpdateCompany': {
        const before = mustBeLive(state);
        const same = state.status === command.status && (Object.keys(before) as (keyof CompanyDetails)[]).every((key) => before[key] === command.details[key]);
        if (same) return [];
        return [{ type: 'CompanyUpdated', data: { companyId: state.companyId, ...command.details, currentStatus: command.status, at: command.now } }];
      }
      case 'DeleteCompany':
        return [{ type: 'CompanyDeleted', data: { companyId: state.companyId, name: mustBeLive(state).name, at: command.now } }];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

/**
 * A company name's stream, `company-name-{key}`: a name belongs to one company at most, however many admins or
 * seekers add it at once. The company that holds it is the one a typed name resolves to.
 */
export type CompanyNameEvent =
  Event<'CompanyNameClaimed', { key: string; companyId: string; at: string }> | Event<'CompanyNameReleased', { key: string; companyId: string; at: string }>;
/** `holderIsLive` false: the name's holder never wrote its company, or deleted it, so the name may be taken over. */
export type CompanyNameCommand = { type: 'ClaimCompanyName' | 'ReleaseCompanyName'; key: string; companyId: string; holderIsLive?: boolean; now: string };

export const companyNameStream = (key: string) => `company-name-${key}`;

export const companyNameDecider: Decider<CompanyNameCommand, CompanyNameEvent, { holder: string | null }> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === 'CompanyNameClaimed' ? event.data.companyId : null }),
  decide: ({ type, key, companyId, holderIsLive, now }, state) => {
    if (type === 'ReleaseCompanyName') return state.holder === companyId ? [{ type: 'CompanyNameReleased', data: { key, companyId, at: now } }] : [];
    if (state.holder === companyId) return [];
    const claimed: CompanyNameEvent = { type: 'CompanyNameClaimed', data: { key, companyId, at: now } };
    if (state.holder === null) return [claimed];
    if (holderIsLive !== false) throw new DomainError('conflict', companyMessages.exists, { companyId: state.holder });
    return [{ type: 'CompanyNameReleased', data: { key, companyId: state.holder, at: now } }, claimed];
  },
};

/** Digits as a phone pattern reads them: separators (spaces, dashes, dots, brackets) aside. */
const phoneDigits = (value: string) => value.replace(/[\s\-.()]/g, '');
/** Spec 001 §5: an optional +, up to a 3-digit prefix, 3 digits, then 4 to 6 digits. */
const PHONE = /^\+?\d{0,3}\d{3}\d{4,6}$/;

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? '');

/** Spec 001 §5: a website must look like a URL; one given without a scheme is read as https. */
const website = z
  .string()
  .trim()
  .max(200, companyMessages.websiteInvalid)
  .optional()
  .transform((value, ctx): string => {
    if (value === undefined || value === '') return '';
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return withScheme;
    } catch {
      // refused below
    }
    ctx.addIssue({ code: 'custom', message: companyMessages.websiteInvalid });
    return z.NEVER;
  });

/** Spec 001 §5: the company form, trimmed; empty optional values are left empty. */
export const companyFormSchema = z.object({
  name: z.string({ error: companyMessages.nameRequired }).trim().min(1, companyMessages.nameRequired).max(100, companyMessages.nameTooLong),
  registrationNumber: optional(50, companyMessages.registrationTooLong),
  contactNumber: z
    .string()
    .trim()
    .max(20, companyMessages.contactInvalid)
    .optional()
    .transform((value, ctx): string => {
      if (value === undefined || value === '') return '';
      if (PHONE.test(phoneDigits(value))) return value;
      ctx.addIssue({ code: 'custom', message: companyMessages.contactInvalid });
      return z.NEVER;
    }),
  website,
  address: optional(500, companyMessages.addressTooLong),
  currentStatus: z.enum(companyStatuses, { error: companyMessages.statusInvalid }).optional(),
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;

export const companyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  status: z
    .enum(companyStatuses)
    .optional()
    .or(z.literal('all').transform(() => undefined)),
});
