/**
 * «Farbe wählen» and «Tönung planen» with their drawing: a chunk each (a page shows one of them),
 * fetched when the section comes near the screen (useModuleWhenNear), never with the page.
 */
export const loadWrapConfigurator = () =>
  import(/* webpackChunkName: "configurator-wrap" */ "./WrapConfigurator")
export const loadTintPlanner = () => import(/* webpackChunkName: "configurator-tint" */ "./TintPlanner")
