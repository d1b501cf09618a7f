import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { inviteAdminFormSchema, type InviteAdminFormValues } from '@shared/admin-invite'
import {
  PORTAL_ROLES,
  isPortalRole,
  portalRoleDescriptions,
  portalRoleLabels,
  type PortalRole,
} from '@shared/portal-roles'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ErrorNotice } from '@/components/ui/error-notice'
import { FieldError } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import {
  AUDIT_LIMIT,
  adminAuditOptions,
  adminListOptions,
  portalSettingsOptions,
  useInviteAdmin,
  useRemoveAdmin,
  useResetFactors,
  useSetAdminRole,
  useSetMfaRequired,
} from '@/features/admin-accounts/api/admin-accounts'
import { accountMessages } from '@/features/admin-accounts/lib/messages'
import {
  actorOf,
  auditCsv,
  describeAudit,
  type AuditEntry,
} from '@/features/admin-accounts/lib/audit-trail'
import { downloadFile } from '@/lib/download-file'
import { formatDateTime } from '@/lib/format-date'

function InviteAdminForm() {
  const invite = useInviteAdmin()
  const form = useForm<InviteAdminFormValues>({
    resolver: zodResolver(inviteAdminFormSchema),
    defaultValues: { email: '', role: 'writer' },
  })
  const handleSubmit = ({ email, role }: InviteAdminFormValues) =>
    invite.mutate(
      { email, role },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.invited
              ? `Invitation sent to ${answer.email}`
              : `${answer.email} already had an account and can use the portal again`,
          )
          form.reset()
        },
      },
    )
  return (
    <form
      onSubmit={form.handleSubmit(handleSubmit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
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
      <SelectField
        id="invite-admin-role"
        label="Role"
        error={form.formState.errors.role}
        {...form.register('role')}
      >
        {PORTAL_ROLES.map((role) => (
          <option key={role} value={role}>
            {portalRoleLabels[role]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      {invite.error && (
        <div className="sm:col-span-3">
          <FieldError errors={[{ message: invite.error.message }]} />
        </div>
      )}
    </form>
  )
}

type AdminRow = {
  user_id: string
  email: string
  role: string
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
    <ConfirmDialog
      open={admin !== null}
      onOpenChange={(open) => {
        if (open) return
        remove.reset()
        onClose()
      }}
      title="Remove admin?"
      description={
        <>
          <span className="break-all font-medium text-foreground">{admin?.email}</span> will no
          longer be able to use the admin portal. Their account stays; you can invite them again.
        </>
      }
      error={remove.error?.message}
      confirmLabel="Remove admin"
      pendingLabel="Removing…"
      pending={remove.isPending}
      onConfirm={handleRemove}
    />
  )
}

/** The owner's recovery for an account that lost its authenticator app. */
function ResetFactorsDialog({ admin, onClose }: { admin: AdminRow | null; onClose: () => void }) {
  const reset = useResetFactors()
  const handleReset = () => {
    if (!admin) return
    reset.mutate(admin.user_id, {
      onSuccess: () => {
        toast.success(`${accountMessages.resetDone} ${admin.email}`)
        onClose()
      },
    })
  }
  return (
    <ConfirmDialog
      open={admin !== null}
      onOpenChange={(open) => {
        if (open) return
        reset.reset()
        onClose()
      }}
      title={accountMessages.resetTitle}
      description={
        <>
          Every authenticator app of{' '}
          <span className="break-all font-medium text-foreground">{admin?.email}</span> is removed.
          They sign in with their password alone and set up two-factor sign-in again. This cannot be
          undone.
        </>
      }
      error={reset.error?.message}
      confirmLabel={accountMessages.resetFactors}
      pendingLabel="Resetting…"
      pending={reset.isPending}
      onConfirm={handleReset}
    />
  )
}

/** The owner picks another role; the database refuses demoting the last owner. */
function RoleSelect({ admin }: { admin: AdminRow }) {
  const setRole = useSetAdminRole()
  const id = `role-${admin.user_id}`
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="sr-only">
        Role of {admin.email}
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-36"
        value={admin.role}
        disabled={setRole.isPending}
        onChange={(event) => {
          const role = event.target.value
          if (!isPortalRole(role)) return
          setRole.mutate(
            { userId: admin.user_id, role },
            { onSuccess: () => toast.success(`${admin.email} is now ${portalRoleLabels[role]}`) },
          )
        }}
      >
        {PORTAL_ROLES.map((role) => (
          <option key={role} value={role}>
            {portalRoleLabels[role]}
          </option>
        ))}
      </NativeSelect>
      {setRole.error && <FieldError errors={[{ message: setRole.error.message }]} />}
    </div>
  )
}

/** The owner's switch: owners and admins need a second factor to read registrants. */
function MfaSetting() {
  const settings = useQuery(portalSettingsOptions())
  const setRequired = useSetMfaRequired()
  if (settings.isPending) return <Spinner className="py-2" label="Loading the settings…" />
  if (settings.isError)
    return <ErrorNotice message={settings.error.message} onRetry={() => void settings.refetch()} />
  const required = settings.data.mfa_required
  return (
    <div className="grid gap-1">
      <label className="flex items-start gap-2 text-sm text-foreground">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={required}
          disabled={setRequired.isPending}
          onChange={(event) =>
            setRequired.mutate(event.target.checked, {
              onSuccess: (_, on) =>
                toast.success(
                  on ? 'A second factor is now required' : 'A second factor is now optional',
                ),
            })
          }
        />
        <span>
          Require a second factor (an authenticator app code) for owners and admins
          <span className="block text-xs text-muted-foreground">
            Without one, they see no registrations, orders or messages until they finish the second
            step.
          </span>
        </span>
      </label>
      {setRequired.error && <FieldError errors={[{ message: setRequired.error.message }]} />}
    </div>
  )
}

/** Who did what, when: the newest entries, and the same as CSV. */
function AuditTrail() {
  const audit = useQuery(adminAuditOptions())
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-foreground">Audit trail</h3>
        {audit.isSuccess && audit.data.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadFile(
                `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`,
                new Blob([auditCsv(audit.data)], { type: 'text/csv;charset=utf-8' }),
              )
            }
          >
            Download audit CSV
          </Button>
        )}
      </div>
      {audit.isPending && <Spinner className="py-2" label="Loading the audit trail…" />}
      {audit.isError && (
        <ErrorNotice message={audit.error.message} onRetry={() => void audit.refetch()} />
      )}
      {audit.isSuccess && audit.data.length === 0 && (
        <p className="text-sm text-muted-foreground">No sensitive action yet.</p>
      )}
      {audit.isSuccess && audit.data.length > 0 && (
        <ol aria-label="Audit trail" className="grid gap-1 text-xs text-muted-foreground">
          {audit.data.map((entry: AuditEntry) => (
            <li key={entry.id} className="break-words">
              {formatDateTime(entry.created_at)}: {actorOf(entry)} · {describeAudit(entry)}
            </li>
          ))}
        </ol>
      )}
      {audit.isSuccess && audit.data.length === AUDIT_LIMIT && (
        <p className="mt-1 text-xs text-muted-foreground">
          The newest {AUDIT_LIMIT} entries are shown and exported.
        </p>
      )}
    </div>
  )
}

/** Accounts (the owner's): invite with a role, roles, removal, the second factor, the trail. */
export function AdminAccounts({ currentUserId }: { currentUserId: string }) {
  const admins = useQuery(adminListOptions())
  const [removing, setRemoving] = useState<AdminRow | null>(null)
  const [resetting, setResetting] = useState<AdminRow | null>(null)
  return (
    <div className="grid gap-6">
      <InviteAdminForm />
      <ul className="grid gap-1 text-xs text-muted-foreground" aria-label="Roles">
        {PORTAL_ROLES.map((role: PortalRole) => (
          <li key={role}>
            <span className="font-medium text-foreground">{portalRoleLabels[role]}</span>:{' '}
            {portalRoleDescriptions[role]}
          </li>
        ))}
      </ul>
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
                <div className="flex flex-wrap items-start gap-2 self-start sm:self-auto">
                  <RoleSelect admin={admin} />
                  {admin.user_id !== currentUserId && (
                    <Button variant="secondary" size="sm" onClick={() => setResetting(admin)}>
                      {accountMessages.resetFactors}
                      <span className="sr-only"> for {admin.email}</span>
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={admins.data.length <= 1}
                    title={admins.data.length <= 1 ? 'The last admin cannot be removed' : undefined}
                    onClick={() => setRemoving(admin)}
                  >
                    Remove<span className="sr-only"> {admin.email}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <MfaSetting />
      <AuditTrail />
      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />
      <ResetFactorsDialog admin={resetting} onClose={() => setResetting(null)} />
    </div>
  )
}
