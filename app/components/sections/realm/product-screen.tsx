import type { ReactNode } from 'react'

import type { ProductScreenName } from '~/content/schema/product-screens'

import { AgentWorkflowScreen } from './agent-workflow-screen'
import { AuditLogScreen } from './audit-log-screen'
import { CostControlsScreen } from './cost-controls-screen'
import { EvaluationScreen } from './evaluation-screen'
import { ModelCatalogueScreen } from './model-catalogue-screen'
import { PlatformOverviewScreen } from './platform-overview-screen'
import { RetrievalChatScreen } from './retrieval-chat-screen'
import { ScreenFrame } from './screen-frame'
import { SCREEN_WORDS } from './screen-words'

/** The component that draws each screen content may name (app/content/schema/product-screens.ts). */
const SCREENS: Record<ProductScreenName, () => ReactNode> = {
  'platform-overview': PlatformOverviewScreen,
  'model-catalogue': ModelCatalogueScreen,
  'retrieval-chat': RetrievalChatScreen,
  'agent-workflow': AgentWorkflowScreen,
  evaluation: EvaluationScreen,
  'audit-log': AuditLogScreen,
  'cost-controls': CostControlsScreen,
}

type ProductScreenProps = {
  screen: ProductScreenName
  /** Makes the description's id unique where a page draws the same screen twice. */
  idPrefix: string
  className?: string
}

/** One Realm screen by name, in its application window. */
export function ProductScreen({ screen, idPrefix, className }: ProductScreenProps) {
  const { label, description, location } = SCREEN_WORDS[screen]
  const Screen = SCREENS[screen]
  return (
    <ScreenFrame
      label={label}
      description={description}
      descriptionId={`${idPrefix}-${screen}-description`}
      location={location}
      className={className}
    >
      <Screen />
    </ScreenFrame>
  )
}
