// What only a request with photos needs, in one chunk fetched on first use (the picker focused or
// used, or pictures kept from before a reload): preparing, keeping, showing and sending them. The
// page's own chunk carries the field, the list's state and the messages, nothing more.
export { PhotoController } from "./controller"
export { SendProgress, Thumbnails, refusalText } from "./Thumbnails"
export { sendMultipart, uploadPhotos } from "./send"
