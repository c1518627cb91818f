/** The journeys' bearer token for the admin API: the server under test is local and short-lived. */
export const e2eAdminToken = 'e2e-admin-token-0123456789abcdef'
