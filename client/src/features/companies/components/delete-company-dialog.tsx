import { companyMessages } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button, buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useDeleteCompany } from '../api/mutations';
import type { Company } from '../api/types';
import { companyFailures } from '../messages';
import { reasonOr } from '../../../lib/failure';

/** Spec 001 §2.4: delete uses a confirm modal. */
export function DeleteCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const remove = useDeleteCompany();
  const confirm = () =>
    remove.mutate(company._id, {
      onSuccess: () => {
        toast.success(companyMessages.toastDeleted);
        onClose();
      },
      onError: (error) => void toast.error(reasonOr(error, companyFailures.delete)),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      size="sm"
      title={`Delete ${company.name}?`}
      description="It leaves the lists job seekers and referrers pick from. Requests already made for it keep its name."
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <button type="button" className={buttonClass('danger')} onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    />
  );
}
