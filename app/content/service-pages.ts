import type { ServiceContent } from './service-types'
import type { ServiceSlug } from './services'
import { blockChain } from './services/block-chain'
import { botDevelopment } from './services/bot-development'
import { businessIntelligence } from './services/business-intelligence'
import { cloudImplementation } from './services/cloud-implementation'
import { customizedHardware } from './services/customized-hardware'
import { devsecops } from './services/devsecops'
import { gameDevelopment } from './services/game-development'
import { generativeAi } from './services/generative-ai'
import { hpc } from './services/hpc'
import { machineLearning } from './services/machine-learning'
import { mobileAppDevelopment } from './services/mobile-app-development'
import { qualityAssurance } from './services/quality-assurance'
import { quantumComputing } from './services/quantum-computing'
import { resourcing } from './services/resourcing'
import { serverless } from './services/serverless'

// Every registered service must have a page: a missing key here is a type error.
export const servicePages: Record<ServiceSlug, ServiceContent> = {
  'business-intelligence': businessIntelligence,
  'bot-development': botDevelopment,
  'block-chain': blockChain,
  'cloud-implementation': cloudImplementation,
  'customized-hardware': customizedHardware,
  devsecops,
  'generative-ai': generativeAi,
  'game-development': gameDevelopment,
  hpc,
  'machine-learning': machineLearning,
  'mobile-app-development': mobileAppDevelopment,
  'quality-assurance': qualityAssurance,
  'quantum-computing': quantumComputing,
  resourcing,
  serverless,
}

export function getServicePage(slug: ServiceSlug): ServiceContent {
  return servicePages[slug]
}
