export function frontMatterOf(content: string): {fields: Record<string, string>; body: string};
