// Command-line options of the benchmark scripts: `--name value`, `--name=value` and `--flag`.

/**
 * A positive whole number given as --name, or `fallback`.
 * @param {string[]} args
 * @param {string} name
 * @param {number} fallback
 */
export function numberOption(args, name, fallback) {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return fallback
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1]
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive whole number, got ${raw}`)
  return value
}

/**
 * @param {string[]} args
 * @param {string} name
 */
export const flag = (args, name) => args.includes(`--${name}`)
