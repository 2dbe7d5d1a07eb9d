// Read in the browser too (src/components/ApiVersionSwitch): no build-only imports here.

/** The Spring node APIs documented under /apis/spring/<version>/<name>.api/, one OpenAPI file per API and version. */
export const apiNames = ['chain', 'db_size', 'net', 'producer', 'test_control', 'trace_api'] as const;
export const apiVersions = ['latest', 'v1.0.4'] as const;
export type ApiName = (typeof apiNames)[number];
export type ApiVersion = (typeof apiVersions)[number];
