import { startFixtureSite, poorSite, wellBuiltSite } from 'site-analyzer/testing'

/**
 * The local sites the journeys analyse, started by Playwright next to the server: the well-built
 * page on the given port, the poor one on the next, and the poor one again on the third, the only
 * one the server runs the phone pass for. The server allows exactly these three.
 */
const port = Number(process.argv[2])
await startFixtureSite(wellBuiltSite, port)
await startFixtureSite(poorSite, port + 1)
await startFixtureSite(poorSite, port + 2)
console.log(`fixture sites on 127.0.0.1:${port}, :${port + 1} and :${port + 2}`)
