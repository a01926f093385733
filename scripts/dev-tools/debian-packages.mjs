// Installing a Debian package a test or benchmark needs (nginx, wrk), only when we run as root: other
// users get told the command instead, by the caller.

import { execFileSync, spawnSync } from 'node:child_process'

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** @param {string[]} args */
export function aptGet(...args) {
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

/**
 * Whether Debian's package lists (after `apt-get update`) offer `name`.
 * @param {string} name
 */
export function aptHasCandidate(name) {
  const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' }).stdout ?? ''
  return /Candidate: (?!\(none\))\S/.test(policy)
}
