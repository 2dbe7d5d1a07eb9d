import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * Docusaurus runs every plugin's postBuild at once. The hosting step rewrites and compresses files that other
 * postBuilds write (the sitemap, the search index) and must not read a page while the search indexer reads it, so
 * those plugins are wrapped with `announcesPostBuild`: each postBuild registers its promise under the build's output
 * folder when it starts, and `otherPostBuilds` waits for them. The registry lives on globalThis so that every
 * module instance the config loader makes shares it.
 */
const registryKey = Symbol.for('vaulta.hosting.postBuilds');
type Registry = Map<string, Array<Promise<unknown>>>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[registryKey] as Registry | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[registryKey] = registry;

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

function wrap(plugin: Plugin | null): Plugin | null {
  if (!plugin?.postBuild) return plugin;
  const postBuild = plugin.postBuild.bind(plugin);
  return {
    ...plugin,
    postBuild(props: PostBuildProps) {
      const done = Promise.resolve().then(() => postBuild(props));
      registry.set(props.outDir, [...(registry.get(props.outDir) ?? []), done]);
      return done;
    },
  };
}

/** The same plugin (and option validation), its postBuild awaited by the hosting step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = Plugin<any>;

export function announcesPostBuild(
  factory: (context: LoadContext, options: never) => AnyPlugin | null | Promise<AnyPlugin | null>,
  validateOptions?: unknown,
): PluginModule {
  const plugin: PluginModule = (context, options) => {
    const created = factory(context, options as never) as Plugin | null | Promise<Plugin | null>;
    return created instanceof Promise ? created.then(wrap) : wrap(created);
  };
  const validate = (validateOptions ?? (factory as PluginModule).validateOptions) as PluginModule['validateOptions'];
  if (validate) plugin.validateOptions = validate;
  return plugin;
}

/** Resolves once every announced postBuild of this output folder has finished (failures are theirs to report). */
export async function otherPostBuilds(outDir: string): Promise<void> {
  // Docusaurus calls all postBuilds in one synchronous loop: after this turn every one has started and registered.
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled(registry.get(outDir) ?? []);
  registry.delete(outDir);
}
