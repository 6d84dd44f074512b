import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { useCompany } from '../api/queries';
import { companyFailures } from '../messages';
import { CompanyForm } from './company-form';

export type CompanyDialogMode = { kind: 'add' } | { kind: 'edit'; id: string; name: string };

/** Editing starts from the company as the server has it now (GET …/{id}), not from a list row that may be old. */
function EditCompany({ id, onClose }: { id: string; onClose: () => void }) {
  const company = useCompany(id);
  const firstFailure = company.isError && company.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(companyFailures.fetchDetail);
  }, [firstFailure]);

  if (company.isPending) {
    return (
      <div role="status" aria-label="Loading company" className="flex flex-col gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (company.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-rose-50 px-4 py-6 text-center text-sm text-rose-700">
        <TriangleAlert aria-hidden className="size-5" />
        <p>{companyFailures.fetchDetail}</p>
        <Button variant="secondary" size="sm" onClick={() => void company.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <CompanyForm company={company.data} onDone={onClose} onCancel={onClose} />;
}

/** Spec 001 §2.4: add and edit use a modal. */
export function CompanyDialog({ mode, onClose }: { mode: CompanyDialogMode; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mode.kind === 'add' ? 'Add Company' : `Edit ${mode.name}`}
      description={mode.kind === 'add' ? 'Approved companies appear in the job seekers’ and referrers’ lists at once.' : undefined}
    >
      {mode.kind === 'add' ? <CompanyForm company={null} onDone={onClose} onCancel={onClose} /> : <EditCompany id={mode.id} onClose={onClose} />}
    </Dialog>
  );
}
