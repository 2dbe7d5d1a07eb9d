// Stands in for useIsBrowser in OpenAPI theme modules whose HTML is the same either way (see index.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function useIsBrowserAtOnce(): boolean {
  return ExecutionEnvironment.canUseDOM;
}
