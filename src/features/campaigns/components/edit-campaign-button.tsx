import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useUpdateCampaign } from '@/features/campaigns/api/update-campaign'
import { CampaignForm } from '@/features/campaigns/components/campaign-form'
import {
  campaignFormValuesOf,
  type CampaignFormValues,
} from '@/features/campaigns/lib/campaign-form-schema'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import type { Tables } from '@/lib/database.types'
import { reportError } from '@/lib/report-error'

/** 'Edit' on a campaign card: the campaign dialog, filled in from the saved campaign. */
export function EditCampaignButton({ campaign }: { campaign: Tables<'blog_campaigns'> }) {
  const [open, setOpen] = useState(false)
  const update = useUpdateCampaign()
  const handleSubmit = (values: CampaignFormValues) =>
    update.mutate(
      { id: campaign.id, patch: values },
      {
        onSuccess: () => {
          toast.success(campaignMessages.updated)
          setOpen(false)
        },
        // The dialog stays open with the admin's input, so nothing typed is lost.
        onError: (error) => reportError(error.message, { cause: error }),
      },
    )
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>Edit Campaign</DialogTitle>
        <DialogDescription>
          Changes apply from the next slot; articles already written stay as they are.
        </DialogDescription>
        {open && (
          <CampaignForm
            defaultValues={campaignFormValuesOf(campaign)}
            isPending={update.isPending}
            onSubmit={handleSubmit}
            submitLabel="Save Campaign"
            pendingLabel="Saving…"
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
