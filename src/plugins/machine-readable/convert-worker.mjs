// A worker thread of the machine-readable step: converts the pages it is handed (convert-pages.ts, loaded by
// Docusaurus's module loader, which reads TypeScript) while the main thread converts the others.
import {workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

const convertPages = await loadFreshModule(workerData.module);
await convertPages(workerData.conversion);
