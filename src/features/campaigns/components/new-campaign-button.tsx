import { Plus } from 'lucide-react'
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
import { useCreateCampaign } from '@/features/campaigns/api/create-campaign'
import { useStartGeneration } from '@/features/campaigns/hooks/use-start-generation-toasts'
import { CampaignForm } from '@/features/campaigns/components/campaign-form'
import {
  browserTimeZone,
  campaignFormDefaults,
  type CampaignFormValues,
} from '@/features/campaigns/lib/campaign-form-schema'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { reportError } from '@/lib/report-error'

/** 'New Campaign' and its dialog: create the campaign, then start its first article. */
export function NewCampaignButton() {
  const [open, setOpen] = useState(false)
  const createCampaign = useCreateCampaign()
  const startGeneration = useStartGeneration()

  const handleSubmit = (values: CampaignFormValues) =>
    createCampaign.mutate(values, {
      onSuccess: (campaign) => {
        toast.success(campaignMessages.created)
        setOpen(false)
        startGeneration({ campaignId: campaign.id })
      },
      onError: (error) => reportError(error.message, { cause: error }),
    })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Campaign
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>New Campaign</DialogTitle>
        <DialogDescription>
          Keywords, how often and how long: articles are written on this schedule as drafts.
        </DialogDescription>
        {open && (
          <CampaignForm
            defaultValues={{ ...campaignFormDefaults, time_zone: browserTimeZone() }}
            isPending={createCampaign.isPending}
            onSubmit={handleSubmit}
            submitLabel="Create Campaign"
            pendingLabel="Creating…"
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
