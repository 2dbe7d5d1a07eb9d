export function titleOf(markdown: string): string | undefined;
