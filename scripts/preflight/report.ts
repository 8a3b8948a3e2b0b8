// The output of `npm run preflight`: each check with what is open, the reminders, and the steps in
// Netlify and GitHub that no program can check from here, in German for the owner and in English for
// the engineer. The walk-through behind each step: docs/going-live.md.
import type { CheckResult } from "./checks"

/** What the owner (or the engineer, with the owner's accounts) switches on by hand. */
export const MANUAL_STEPS = [
  {
    de: "Netlify → Forms: Formularerkennung («Form detection») einschalten, danach einmal neu veröffentlichen. Ohne sie scheitert jede Anfrage.",
    en: "Netlify → Forms: enable form detection, then redeploy once. Without it every request fails.",
  },
  {
    de: "Netlify → Site configuration → Notifications → Form submission notifications: E-Mail an Ihre Adresse, für «kontakt» und «gutschein».",
    en: "Netlify → Site configuration → Notifications → Form submission notifications: e-mail to the owner for «kontakt» and «gutschein».",
  },
  {
    de: "Netlify → Site configuration → Notifications → Deploy notifications: «Deploy failed» per E-Mail an Sie.",
    en: "Netlify → Site configuration → Notifications → Deploy notifications: «Deploy failed» e-mail to the owner.",
  },
  {
    de: "Web-Editor: GitHub-OAuth-App (Callback https://api.netlify.com/auth/done), in Netlify unter Site configuration → Access & security → OAuth als Anbieter «GitHub» eintragen; Sie brauchen Schreibrechte im Repository.",
    en: "Editor login: a GitHub OAuth app (callback https://api.netlify.com/auth/done), installed in Netlify → Site configuration → Access & security → OAuth as provider GitHub; the owner needs write access to the repository.",
  },
  {
    de: "Netlify → Domain management: Ihre Domain eintragen, HTTPS-Zertifikat aktiv; «siteUrl» in content/site.yaml ist genau diese Adresse.",
    en: "Netlify → Domain management: the domain with an active HTTPS certificate; siteUrl in content/site.yaml is exactly that address.",
  },
  {
    de: "Datenschutz: den Vertrag zur Auftragsbearbeitung (Data Processing Agreement) von Netlify abschliessen, mit Firebase auch die Datenverarbeitungsbedingungen von Google annehmen, und prüfen, dass beide die Standardvertragsklauseln enthalten: darauf stützt sich die Datenschutzerklärung (Abschnitt «Empfänger und Länder»).",
    en: "Privacy: sign Netlify's Data Processing Agreement and, with Firebase, accept Google's data processing terms; check that both include the EU standard contractual clauses, which the privacy policy («Empfänger und Länder») relies on.",
  },
  // Firebase (contactDelivery: firestore): its limits are switched on in Google's consoles, not in code.
  {
    de: "Nur mit Firebase: Firebase-Konsole → Security → App Check → Tab «APIs»: sobald eine Testanfrage dort als «Verified» zählt, bei «Cloud Firestore» und bei «Cloud Storage» je «Enforce» wählen und bestätigen (wirkt nach bis zu 15 Minuten). Erst dann weist Firebase Schreibzugriffe ab, die nicht von Ihrer Website kommen.",
    en: "Firebase only: Firebase console → Security → App Check → APIs tab: once a test request counts as «Verified», «Enforce» for Cloud Firestore and for Cloud Storage (effective within 15 minutes). Only then does Firebase refuse writes that do not come from the site.",
  },
  {
    de: "Nur mit Firebase: Google Cloud Console → Billing → «Budgets & alerts» → «Create budget»: für das Firebase-Projekt ein Monatsbudget (z. B. CHF 5) mit E-Mail-Warnung bei 50 %, 90 % und 100 %. Ein Budget warnt nur, es hält nichts an.",
    en: "Firebase only: Google Cloud console → Billing → «Budgets & alerts» → «Create budget»: a monthly budget for the Firebase project (e.g. CHF 5) with e-mail alerts at 50 %, 90 % and 100 %. A budget only warns; it stops nothing.",
  },
  {
    de: "Nur mit Firebase: Google Cloud Console → Cloud Storage → Buckets → der Bucket des Projekts → Tab «Lifecycle» → «Add a rule»: «Delete object», Bedingungen «Age» 350 Tage und «Object name matches prefix» contactRequests/ → «Create». So sind Fotos von Anfragen spätestens nach zwölf Monaten gelöscht, wie es die Datenschutzerklärung sagt (Google löscht bis zu einen Tag später und bewahrt Gelöschtes 7 Tage zur Wiederherstellung auf).",
    en: "Firebase only: Google Cloud console → Cloud Storage → Buckets → the project's bucket → Lifecycle tab → «Add a rule»: «Delete object», conditions «Age» 350 days and «Object name matches prefix» contactRequests/ → «Create». Request photos are then gone within the twelve months the privacy policy states (deletion may lag a day, and soft delete keeps objects 7 days).",
  },
  {
    de: "HSTS-Preload (hstspreload.org) erst anmelden, wenn die Domain endgültig ist und alle Subdomains HTTPS haben – nie vorher.",
    en: "HSTS preload (hstspreload.org) only once the domain is final and every subdomain serves HTTPS – never before.",
  },
  {
    de: "Nach dem ersten Deploy: eine Testanfrage mit Foto über /kontakt senden und prüfen, dass sie in Netlify → Forms und per E-Mail ankommt.",
    en: "After the first deploy: `npm run smoke -- https://<domain>`, then a test request with a photo through /kontakt (Netlify → Forms and the e-mail).",
  },
] as const

/** The whole output; `ok` is false while a check is open. */
export function report(results: readonly CheckResult[]): { text: string; ok: boolean } {
  const open = results.filter((result) => !result.ok)
  const lines = ["Livegang-Prüfung (npm run preflight; Anleitung: docs/going-live.md)", ""]
  for (const result of results) {
    lines.push(`${result.ok ? "ok    " : "OFFEN "} ${result.title}`)
    if (!result.ok || result.details.length === 1)
      lines.push(...result.details.map((line) => `       ${line}`))
    for (const note of result.notes ?? []) lines.push(`       Hinweis: ${note}`)
  }
  lines.push("", "Von Hand in Netlify und GitHub (nicht automatisch prüfbar):")
  lines.push(...MANUAL_STEPS.map((step, index) => `  ${index + 1}. ${step.de}`))
  lines.push("", "Manual steps for the engineer (not checkable from here):")
  lines.push(...MANUAL_STEPS.map((step, index) => `  ${index + 1}. ${step.en}`))
  lines.push(
    "",
    open.length === 0
      ? "Ergebnis: alle automatischen Prüfungen bestanden. Jetzt die Schritte von Hand."
      : `Ergebnis: ${open.length === 1 ? "1 Prüfung ist" : `${open.length} Prüfungen sind`} noch offen (${open.map((result) => result.title).join("; ")}).`
  )
  return { text: lines.join("\n"), ok: open.length === 0 }
}
