import { companyMessages } from '@referly/domain';

/** Spec 001 §8's company failures; the success words are the domain's `companyMessages`. */
export const companyFailures = {
  fetchList: companyMessages.failFetchList,
  fetchDetail: companyMessages.failFetchDetail,
  save: 'The company could not be saved. Please try again.',
  delete: 'The company could not be deleted. Please try again.',
} as const;

export const statusLabels = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
