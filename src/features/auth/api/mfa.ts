import type { AuthError, Session } from '@supabase/supabase-js'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '@/features/auth/api/keys'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'
import { supabase } from '@/lib/supabase'

/**
 * Where the session stands: `aal1` or `aal2` now, and `aal2` next when the account has a
 * verified factor (supabase-js reads both from the session, no request). Keyed by the access
 * token, so a new token (a verified code, a removed factor) reads again.
 */
export const assuranceOptions = (session: Session | null) =>
  queryOptions({
    queryKey: authKeys.assurance(session?.access_token ?? ''),
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
      if (error) throw error
      return {
        current: data.currentLevel,
        next: data.nextLevel,
        /** A verified factor and a session that has not passed it yet: ask for the code. */
        needsCode: data.currentLevel === 'aal1' && data.nextLevel === 'aal2',
      }
    },
    staleTime: Infinity,
  })

/** The signed-in account's factors, verified or not (GET /user). */
export const factorsOptions = () =>
  queryOptions({
    queryKey: authKeys.factors(),
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors()
      if (error) throw error
      return { all: data.all, verified: data.totp }
    },
  })

/** A clear sentence for an MFA error from Supabase Auth (its `code`; the message is technical). */
export function mfaErrorText(error: Error): string {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  switch (code) {
    case 'mfa_verification_failed':
      return mfaMessages.wrongCode
    // Auth answers a challenge that was already answered with this code.
    case 'mfa_ip_address_mismatch':
      return mfaMessages.usedCode
    case 'mfa_challenge_expired':
      return mfaMessages.expired
    case 'over_request_rate_limit':
      return mfaMessages.tooMany
    default:
      return error.message
  }
}

function throwIf(error: AuthError | null): void {
  if (error) throw error
}

/** Starts enrolment: drops an unfinished factor first (Auth refuses a second unnamed one). */
export function useEnrollTotp() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (issuer: string) => {
      const listed = await supabase.auth.mfa.listFactors()
      throwIf(listed.error)
      for (const factor of listed.data?.all ?? []) {
        if (factor.status === 'unverified') {
          throwIf((await supabase.auth.mfa.unenroll({ factorId: factor.id })).error)
        }
      }
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer })
      throwIf(error)
      if (!data) throw new Error(mfaMessages.enrolFailed)
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
    },
  })
}

/**
 * One code for one factor: a fresh challenge, then its verification. The session that comes
 * back is aal2; supabase-js stores it and tells every listener.
 */
export function useVerifyTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
      throwIf(error)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all() }),
  })
}

/** The first verified factor of the signed-in account, for the sign-in step. */
export async function verifiedFactorId(): Promise<string> {
  const { data, error } = await supabase.auth.mfa.listFactors()
  throwIf(error)
  const factor = data?.totp[0]
  if (!factor) throw new Error(mfaMessages.verifyFailed)
  return factor.id
}

/** Removes a factor (Auth asks for aal2 first when it is verified), then renews the token. */
export function useUnenrollTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (factorId: string) => {
      throwIf((await supabase.auth.mfa.unenroll({ factorId })).error)
      // The stored session still says aal2 until a new token carries the lower level.
      throwIf((await supabase.auth.refreshSession()).error)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all() }),
  })
}
