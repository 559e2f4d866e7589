import base from './playwright.config.ts'
const servers = Array.isArray(base.webServer) ? base.webServer : [base.webServer!]
export default { ...base, webServer: servers.slice(0, 1) }
