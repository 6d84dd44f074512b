import { companyMessages } from '@referly/domain';
import { ConfirmDeleteDialog } from '../../../ui/confirm-dialog';
import { useDeleteCompany } from '../api/mutations';
import type { Company } from '../api/types';
import { companyFailures } from '../messages';

/** Spec 001 §2.4: delete uses a confirm modal. */
export function DeleteCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const removal = useDeleteCompany();
  return (
    <ConfirmDeleteDialog
      title={`Delete ${company.name}?`}
      description="It leaves the lists job seekers and referrers pick from. Requests already made for it keep its name."
      removal={removal}
      id={company._id}
      messages={{ deleted: companyMessages.toastDeleted, failed: companyFailures.delete }}
      onClose={onClose}
    />
  );
}
