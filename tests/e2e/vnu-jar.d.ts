/** The `vnu-jar` package: the path of vnu.jar, and a runner that finds Java for it. */
declare module 'vnu-jar' {
  const jar: string & { vnu: { check(args?: string[]): Promise<string> } };
  export default jar;
}
