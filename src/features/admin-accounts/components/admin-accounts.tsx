import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { inviteAdminFormSchema, type InviteAdminFormValues } from '@shared/admin-invite'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { ErrorNotice } from '@/components/ui/error-notice'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import {
  adminAuditOptions,
  adminListOptions,
  useInviteAdmin,
  useRemoveAdmin,
} from '@/features/admin-accounts/api/admin-accounts'
import { formatDateTime } from '@/lib/format-date'

function InviteAdminForm() {
  const invite = useInviteAdmin()
  const form = useForm<InviteAdminFormValues>({
    resolver: zodResolver(inviteAdminFormSchema),
    defaultValues: { email: '' },
  })
  const handleSubmit = ({ email }: InviteAdminFormValues) =>
    invite.mutate(email, {
      onSuccess: (answer) => {
        toast.success(
          answer.invited
            ? `Invitation sent to ${answer.email}`
            : `${answer.email} already had an account and is an admin again`,
        )
        form.reset()
      },
    })
  return (
    <form
      onSubmit={form.handleSubmit(handleSubmit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <TextField
        id="invite-admin-email"
        label="Invite admin"
        type="email"
        placeholder="name@example.com"
        hint="They get an email with a link to set a password and open the portal."
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      {invite.error && (
        <div className="sm:col-span-2">
          <FieldError errors={[{ message: invite.error.message }]} />
        </div>
      )}
    </form>
  )
}

type AdminRow = {
  user_id: string
  email: string
  last_sign_in_at: string | null
  invitation_pending: boolean
}

function RemoveAdminDialog({ admin, onClose }: { admin: AdminRow | null; onClose: () => void }) {
  const remove = useRemoveAdmin()
  const handleRemove = () => {
    if (!admin) return
    remove.mutate(admin.user_id, {
      onSuccess: () => {
        toast.success(`${admin.email} is no longer an admin`)
        onClose()
      },
    })
  }
  return (
    <Dialog
      open={admin !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset()
          onClose()
        }
      }}
    >
      <DialogContent>
        <DialogTitle>Remove admin?</DialogTitle>
        <DialogDescription>
          <span className="break-all font-medium text-foreground">{admin?.email}</span> will no
          longer be able to use the admin portal. Their account stays; you can invite them again.
        </DialogDescription>
        {remove.error && <FieldError errors={[{ message: remove.error.message }]} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={handleRemove} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove admin'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

const ACTIONS: Record<string, string> = {
  invited: 'invited',
  added: 'gave admin access back to',
  removed: 'removed',
}

/** Settings → Admins: invite, the list with last sign-ins, removal, and the latest changes. */
export function AdminAccounts({ currentUserId }: { currentUserId: string }) {
  const admins = useQuery(adminListOptions())
  const audit = useQuery(adminAuditOptions())
  const [removing, setRemoving] = useState<AdminRow | null>(null)
  return (
    <div className="grid gap-6">
      <InviteAdminForm />
      <div>
        <h3 className="mb-2 text-sm font-semibold text-foreground">Admins</h3>
        {admins.isPending && <Spinner className="py-4" label="Loading admins…" />}
        {admins.isError && (
          <ErrorNotice message={admins.error.message} onRetry={() => void admins.refetch()} />
        )}
        {admins.isSuccess && (
          <ul aria-label="Admins" className="divide-y rounded-md border">
            {admins.data.map((admin) => (
              <li
                key={admin.user_id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="break-all text-sm font-medium text-foreground">
                    {admin.email}
                    {admin.user_id === currentUserId && (
                      <span className="font-normal text-muted-foreground"> (you)</span>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {admin.invitation_pending ? (
                      <Badge>Invitation pending</Badge>
                    ) : admin.last_sign_in_at ? (
                      `Last sign-in ${formatDateTime(admin.last_sign_in_at)}`
                    ) : (
                      'Never signed in'
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  disabled={admins.data.length <= 1}
                  title={admins.data.length <= 1 ? 'The last admin cannot be removed' : undefined}
                  onClick={() => setRemoving(admin)}
                >
                  Remove<span className="sr-only"> {admin.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {audit.isSuccess && audit.data.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-foreground">Recent changes</h3>
          <ul className="grid gap-1 text-xs text-muted-foreground">
            {audit.data.map((entry) => (
              <li key={entry.id} className="break-words">
                {formatDateTime(entry.created_at)}: {entry.actor_email ?? 'SQL'}{' '}
                {ACTIONS[entry.action] ?? entry.action} {entry.target_email}
              </li>
            ))}
          </ul>
        </div>
      )}
      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />
    </div>
  )
}
