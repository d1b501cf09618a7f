import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteCampaign } from '@/features/campaigns/api/delete-campaign'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { reportError } from '@/lib/report-error'

/** 'Delete campaign' and its confirmation: the campaign and its jobs go, its posts stay. */
export function DeleteCampaignButton({ campaign }: { campaign: { id: string; name: string } }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteCampaign()
  const handleDelete = () =>
    remove.mutate(campaign.id, {
      onSuccess: () => {
        toast.success(campaignMessages.deleted)
        setOpen(false)
      },
      onError: (error) => reportError(error.message, { cause: error }),
    })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          <Trash2 aria-hidden="true" />
          Delete campaign
        </Button>
      }
      title="Delete this campaign?"
      description={`“${campaign.name}” and its schedule will be deleted. The articles it wrote stay in the blog, no longer tied to a campaign.`}
      confirmLabel="Delete campaign"
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  )
}
