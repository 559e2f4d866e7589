#!/usr/bin/env node
// `npm run contract -- --base-url URL [options]`: checks a live server against openapi.yaml.
// For every read operation (and with --write every mutation it can undo) it builds a valid request from the contract (examples, and ids taken
// from earlier list answers), calls it, and validates the status and the body (ajv, the same
// checks as the fake backend's contract tests). Prints a table and a summary; exits 1 when any
// called operation breaks the contract or gives no answer. See README "For backend teams".
//
//   --base-url URL        the server (the part before /api/…)
//   --user U --password P log in as the client does (RSA-encrypted password with a timestamp)
//   --captcha-answer JSON the captcha answer when the server asks for one
//   --token T             use this JWT instead of logging in
//   --write               also the mutations, in self-cleaning sequences on scratch objects
//                         (scripts/contract/sequences*.ts; what is not sent: writeSkips.ts)
//   --only FAMILY         one family (an openapi.yaml tag: mail, contacts, …)
//   --report FILE         the rows as JSON
//   --junit FILE          JUnit XML for CI
import console from 'node:console'
import { writeFileSync } from 'node:fs'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { projectModules } from './project-modules.mjs'

const USAGE = `usage: npm run contract -- --base-url URL [--user U --password P [--captcha-answer JSON] | --token T]
       [--write] [--only FAMILY] [--report out.json] [--junit out.xml]`

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      'captcha-answer': { type: 'string' },
      token: { type: 'string' },
      only: { type: 'string' },
      write: { type: 'boolean' },
      report: { type: 'string' },
      junit: { type: 'string' },
    },
    strict: true,
  })
  if (!values['base-url']) throw new Error('--base-url is required')
  try {
    new URL(values['base-url'])
  } catch {
    throw new Error(
      `--base-url must be a URL such as http://127.0.0.1:8787, not "${values['base-url']}"`,
    )
  }
  if (values.user && values.password === undefined) throw new Error('--user needs --password')
  return {
    baseUrl: values['base-url'],
    user: values.user,
    password: values.password,
    captchaAnswer: values['captcha-answer'],
    token: values.token,
    only: values.only,
    write: values.write ?? false,
    report: values.report,
    junit: values.junit,
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
  const modules = await projectModules()
  try {
    const { runContract } = await modules.load('/scripts/contract/kit.ts')
    const { openApiDocument } = await modules.load('/mocks/openapi/spec.ts')
    const report = await modules.load('/scripts/contract/report.ts')
    const result = await runContract(openApiDocument, options)
    console.log(report.table(result))
    if (result.scratch) console.log(report.scratchLines(result))
    console.log(report.summary(result))
    if (options.report) writeFileSync(options.report, `${JSON.stringify(result, null, 2)}\n`)
    if (options.junit) writeFileSync(options.junit, report.junit(result))
    process.exitCode = result.ok ? 0 : 1
  } catch (error) {
    console.error(`contract: ${error.message}`)
    process.exitCode = 2
  } finally {
    await modules.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
