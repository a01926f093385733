// How the Lighthouse report and the console write values that may be missing (null: 'n/a').

export const formatSeconds = (value) => (value === null ? 'n/a' : `${value.toFixed(2)} s`)
export const formatMs = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
export const formatCls = (value) => (value === null ? 'n/a' : value.toFixed(3))
export const formatBytes = (value) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} kB`)
