// docusaurus-theme-openapi-docs ships no declarations for its theme modules; these are the ones the site uses.
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(selector: (state: never) => T): T;
}
