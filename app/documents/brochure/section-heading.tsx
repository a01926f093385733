import { Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import { pdfTag } from '../pdf-tags'

import { styles } from './theme'

type SectionHeadingProps = { eyebrow?: string; title: string; level: 'H2' | 'H3'; lead?: string; children?: ReactNode }

/**
 * An eyebrow, a heading and a lead, as the site's SectionHeader sets them. `children` is the first
 * block after the heading: it is kept on the same page, so a heading never ends a page.
 */
export function SectionHeading({ eyebrow, title, level, lead, children }: SectionHeadingProps) {
  return (
    <View wrap={false}>
      {eyebrow ? <Text style={styles.eyebrow}>{eyebrow}</Text> : null}
      <Text {...pdfTag(level)} style={styles.heading}>
        {title}
      </Text>
      {lead ? <Text style={[styles.small, { marginTop: 4, maxWidth: 420 }]}>{lead}</Text> : null}
      <View style={{ marginTop: 10 }}>{children}</View>
    </View>
  )
}
