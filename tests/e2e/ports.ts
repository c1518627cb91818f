/** E2E_PORT lets several checkouts run their journeys side by side; the analysis fixture sites sit 1000 above. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173)
export const fixturePort = e2ePort + 1000
/** The site under test's own content lake (the fixture sites take fixturePort and the next two). */
export const lakePort = e2ePort + 2000

/** Where the server under test keeps its data (leads, mail outbox); inside Playwright's output folder. */
export const e2eDataDir = 'test-results/data'
