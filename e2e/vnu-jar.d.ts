// vnu-jar ships no types: the path of vnu.jar (a String object) with a runner that finds Java itself.
declare module "vnu-jar" {
  const jar: string & { vnu: { check(args: string[]): Promise<string> } }
  export default jar
}
