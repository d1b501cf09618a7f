/** The signed-in admin, as the dashboard's settings and debug panels show it. */
export type AdminAccount = {
  id: string
  email: string | undefined
  lastSignInAt: string | undefined
  /** Seconds since the epoch. */
  expiresAt: number | undefined
}

/** The admin check's state (the guard's query), for the debug panel. */
export type AdminCheck = { isPending: boolean; isAdmin: boolean; error: string | undefined }
