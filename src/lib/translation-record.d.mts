export function hashOf(content: string | Buffer): string;
export function parseRecord(value: unknown): {source: string; hash: string} | undefined;
