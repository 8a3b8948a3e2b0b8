// What the service page hands to «Farbe wählen» and «Tönung planen»: here, apart from
// ConfiguratorSection.tsx, so that the planners and their controls take the type without importing the
// section that loads them (no import cycle, docs/architecture.md).
import type * as React from "react"
import type { EstimatorChoice } from "../estimator/handover"

type Films = Queries.ConfiguratorFilmsFragment
type Service = Queries.PriceEstimatorFragment & Queries.ConfiguratorServiceFragment

export interface ConfiguratorProps {
  service: Service
  films: Films
  words: { from: string; to: string; result: string; request: string }
  choice: EstimatorChoice
  onChange: React.Dispatch<React.SetStateAction<EstimatorChoice>>
}
