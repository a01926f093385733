// What a server process holds, read from Linux's /proc: open file descriptors (all of them, and those
// pointing into build/, i.e. the site's files) and resident memory. The soak compares these before and
// after a long load to find leaks.

import { readFileSync, readdirSync, readlinkSync } from 'node:fs'

/**
 * @typedef {{ descriptors: number, buildFiles: number, rssKiB: number }} ProcessStats
 */

/**
 * Open descriptors of `pid`, and how many are files under `buildDir`. Descriptors may close while we
 * read them; those are skipped.
 * @param {number} pid
 * @param {string} buildDir absolute path
 */
export function openDescriptors(pid, buildDir) {
  const names = readdirSync(`/proc/${pid}/fd`)
  let buildFiles = 0
  for (const name of names) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${name}`).startsWith(`${buildDir}/`)) buildFiles++
    } catch {
      // closed since readdir
    }
  }
  return { descriptors: names.length, buildFiles }
}

/**
 * Resident set size (VmRSS) of `pid` in KiB.
 * @param {number} pid
 */
export function residentKiB(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(match[1])
}

/**
 * @param {number} pid
 * @param {string} buildDir
 * @returns {ProcessStats}
 */
export function processStats(pid, buildDir) {
  return { ...openDescriptors(pid, buildDir), rssKiB: residentKiB(pid) }
}

/**
 * Child process ids of `pid` (an nginx master's workers), from each thread's children list, or where
 * the kernel does not offer that list (CONFIG_PROC_CHILDREN), from every process's parent in /proc.
 * @param {number} pid
 * @returns {number[]}
 */
export function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number)
  } catch {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((name) => {
        try {
          // The parent is the 4th field of stat, after the command name in parentheses.
          const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
        } catch {
          return false // gone meanwhile
        }
      })
      .map(Number)
  }
}
