// exifr's smallest build (JPEG, TIFF/EXIF/GPS blocks) has the same API as the full one, whose types
// the package ships.
declare module "exifr/dist/mini.esm.mjs" {
  export * from "exifr"
}
