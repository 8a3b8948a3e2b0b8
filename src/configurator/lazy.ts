/**
 * «Farbe wählen» and «Tönung planen» with their drawing: one chunk, fetched when the section comes near
 * the screen (useModuleWhenNear), never with the page.
 */
export const loadConfigurator = () => import(/* webpackChunkName: "configurator" */ "./Configurator")
