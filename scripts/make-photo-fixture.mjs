// Makes e2e/files/fahrzeug-mit-standort.jpg: a drawn car, 3000 × 2000 px, with the EXIF block a phone
// writes (make, model) and a GPS position near Sursee, so the e2e tests can prove that the contact
// form sends neither the size nor the position. Run once: node scripts/make-photo-fixture.mjs
import sharp from "sharp"
const w = 3000,
  h = 2000
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#e8eef4"/></linearGradient>
<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f5d8a"/><stop offset="1" stop-color="#16324d"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><rect y="1400" width="${w}" height="600" fill="#6b6f73"/>
<path d="M500 1350 Q600 1000 1100 950 L1900 930 Q2300 950 2500 1200 L2600 1350 Z" fill="url(#c)"/>
<circle cx="900" cy="1380" r="190" fill="#1b1b1b"/><circle cx="2200" cy="1380" r="190" fill="#1b1b1b"/>
<circle cx="900" cy="1380" r="90" fill="#bbb"/><circle cx="2200" cy="1380" r="90" fill="#bbb"/>
<path d="M1150 1000 L1850 990 Q2050 1000 2200 1150 L1100 1160 Z" fill="#cfe3f2" opacity=".8"/></svg>`
const out = process.argv[2] ?? "e2e/files/fahrzeug-mit-standort.jpg"
await sharp(Buffer.from(svg))
  .jpeg({ quality: 70 })
  .withExif({
    IFD0: { Make: "Apple", Model: "iPhone 15", Orientation: "1" },
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "47/1 10/1 1234/100",
      GPSLongitudeRef: "E",
      GPSLongitude: "8/1 6/1 3456/100",
    },
  })
  .toFile(out)
