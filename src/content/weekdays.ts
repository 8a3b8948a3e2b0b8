// Day names the owner writes in content/site.yaml (opening hours), Monday first. No dependencies:
// the browser bundle imports this too.
export const WEEKDAYS = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"] as const
