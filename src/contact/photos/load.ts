/** The photo code (./lazy.ts), fetched on first use. */
export const loadPhotoModule = () => import(/* webpackChunkName: "contact-photos" */ "./lazy")

export type PhotoModule = Awaited<ReturnType<typeof loadPhotoModule>>
