/**
 * The references' behaviour (the slider, the picture dialog): one chunk, fetched when a reference
 * comes near the screen (useModuleWhenNear), never with the page.
 */
export const loadControls = () => import(/* webpackChunkName: "references" */ "./controls")
