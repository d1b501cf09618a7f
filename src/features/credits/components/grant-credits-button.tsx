import { zodResolver } from '@hookform/resolvers/zod'
import { Gift } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import {
  creditGrantMessages,
  creditGrantSchema,
  type CreditGrant,
  type CreditGrantInput,
} from '@shared/credit-grant'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field'
import { TextareaField, TextField } from '@/components/ui/form-field'
import { useGrantCredits } from '@/features/credits/api/grant-credits'

const EMPTY: CreditGrantInput = { email: '', credits: '', note: '' }

/** Grant credits: a dialog that writes a 'grant' ledger row, handed to the customer app. */
export function GrantCreditsButton() {
  const [open, setOpen] = useState(false)
  const grant = useGrantCredits()
  const form = useForm<CreditGrantInput, unknown, CreditGrant>({
    resolver: zodResolver(creditGrantSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const submit = (values: CreditGrant) =>
    grant.mutate(values, {
      onSuccess: () => {
        toast.success(creditGrantMessages.granted(values.credits, values.email))
        form.reset(EMPTY)
        setOpen(false)
      },
    })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) grant.reset()
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Gift aria-hidden="true" />
        Grant credits
      </Button>
      <DialogContent>
        <DialogTitle>Grant credits</DialogTitle>
        <DialogDescription>
          Credits without a payment (a goodwill top-up, a correction): written to the ledger with
          your name and the reason, and sent to the customer app like a purchase.
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          <TextField
            id="grant-email"
            label="Customer email"
            type="email"
            autoComplete="off"
            error={errors.email}
            {...form.register('email')}
          />
          <TextField
            id="grant-credits"
            label="Credits"
            inputMode="numeric"
            error={errors.credits}
            {...form.register('credits')}
          />
          <TextareaField
            id="grant-note"
            label="Reason"
            rows={3}
            error={errors.note}
            {...form.register('note')}
          />
          {grant.isError && <FieldError errors={[{ message: grant.error.message }]} />}
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? 'Granting…' : 'Grant credits'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
