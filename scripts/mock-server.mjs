#!/usr/bin/env node
// `npm run mock-server -- [options]`: the fake backend of mocks/ as a real HTTP server, for the
// real bundle end to end and for backend teams to compare their server with. It loads the same
// TypeScript modules as the demo and vitest, through Vite's SSR loader with the project's config
// (the mocks import openapi.yaml?parsed), so nothing is copied or prebuilt.
//
//   --port N          default 8787
//   --host H          default 127.0.0.1
//   --scenario S      default | empty | large | race (default: default)
//   --inbox-size N    the race scenario's computed INBOX holds N mails (implies --scenario race;
//                     default 1500); `npm run bench:race` uses it
//   --data FILE       keep the state in a JSON snapshot (read at start, written on change and at exit)
//   --serve DIR       also serve a built bundle (npm run build → dist) on the same origin
//   --cors ORIGIN     allow this origin to call /api from elsewhere
//   --control         mount the control surface under /__mock/ (tests only)
import console from 'node:console'
import { resolve } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { projectModules } from './project-modules.mjs'

const USAGE = `usage: npm run mock-server -- [--port 8787] [--host 127.0.0.1]
       [--scenario default|empty|large|race] [--inbox-size N] [--data FILE] [--serve DIR] [--cors ORIGIN] [--control]`

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string' },
      'inbox-size': { type: 'string' },
      data: { type: 'string' },
      serve: { type: 'string' },
      cors: { type: 'string' },
      control: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, not "${values.port}"`)
  }
  const inboxSize = values['inbox-size'] === undefined ? undefined : Number(values['inbox-size'])
  if (inboxSize !== undefined && !(Number.isInteger(inboxSize) && inboxSize > 0)) {
    throw new Error(`--inbox-size must be a positive whole number, not "${values['inbox-size']}"`)
  }
  const scenario = values.scenario ?? (inboxSize === undefined ? 'default' : 'race')
  if (!['default', 'empty', 'large', 'race'].includes(scenario)) {
    throw new Error(`--scenario must be default, empty, large or race, not "${scenario}"`)
  }
  if (inboxSize !== undefined && scenario !== 'race') {
    throw new Error('--inbox-size is for the race scenario only')
  }
  return {
    help: values.help,
    port,
    host: values.host,
    scenario,
    ...(inboxSize === undefined ? {} : { inboxSize }),
    dataFile: values.data ? resolve(values.data) : undefined,
    serveDir: values.serve ? resolve(values.serve) : undefined,
    cors: values.cors,
    control: values.control,
  }
}

async function main() {
  let options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(USAGE)
    return
  }
  const modules = await projectModules()
  let server
  try {
    const { startMockServer } = await modules.load('/mocks/server/main.ts')
    server = await startMockServer(options)
  } catch (error) {
    await modules.close()
    console.error(error.name === 'DataFileError' ? error.message : error)
    process.exit(1)
  }
  console.log(
    `mock server on ${server.url} (scenario ${options.scenario}` +
      `${options.inboxSize ? `, ${options.inboxSize} mails in INBOX` : ''}` +
      `${options.dataFile ? `, data ${options.dataFile}` : ''}` +
      `${options.serveDir ? `, serving ${options.serveDir}` : ''}` +
      `${options.control ? ', control at /__mock/' : ''})`,
  )
  let closing = false
  const shutdown = async (signal) => {
    if (closing) return
    closing = true
    console.log(`${signal}: shutting down`)
    await server.close()
    await modules.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
