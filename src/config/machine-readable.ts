import type {LocaleCode} from './site-registry.mjs';

/**
 * The words of the files written for programs (src/plugins/machine-readable): llms.txt's summary and the headings
 * of the Markdown copies the site writes itself (endpoint pages, API endpoint lists), in each locale.
 */
export interface MachineReadableText {
  summary: string;
  details: string;
  apiSection: string;
  otherPages: string;
  endpoints: string;
  openApiFile: string;
  requestBody: string;
  parameters: string;
  exampleRequest: string;
  responses: string;
}

const text: Record<LocaleCode, MachineReadableText> = {
  en: {
    summary:
      'Developer documentation of Vaulta (formerly EOS): native smart contracts in C++ with CDT, web applications, running Spring nodes and Savanna finality, the Vaulta EVM, and the HTTP APIs of the Spring node.',
    details:
      'Each link below is the Markdown copy of a page; the page itself is the same address without `.md`. The API reference lists each API and version with its endpoints and its OpenAPI file. `llms-full.txt` holds every page of the guides in the order below.',
    apiSection: 'API reference',
    otherPages: 'Other pages',
    endpoints: 'Endpoints',
    openApiFile: 'OpenAPI file',
    requestBody: 'Request body',
    parameters: 'Parameters',
    exampleRequest: 'Example request',
    responses: 'Responses',
  },
  zh: {
    summary:
      'Vaulta（原 EOS）开发者文档：使用 CDT 以 C++ 编写原生智能合约、构建 Web 应用、运行 Spring 节点与 Savanna 最终性、Vaulta EVM，以及 Spring 节点的 HTTP API。',
    details:
      '下面每个链接都是页面的 Markdown 版本，去掉 `.md` 即为网页本身。API 参考按版本列出每个 API 的端点及其 OpenAPI 文件。`llms-full.txt` 按下列顺序收录指南的全部页面。',
    apiSection: 'API 参考',
    otherPages: '其他页面',
    endpoints: '端点',
    openApiFile: 'OpenAPI 文件',
    requestBody: '请求体',
    parameters: '参数',
    exampleRequest: '请求示例',
    responses: '响应',
  },
  ko: {
    summary:
      'Vaulta(구 EOS) 개발자 문서: CDT와 C++로 작성하는 네이티브 스마트 컨트랙트, 웹 애플리케이션, Spring 노드 운영과 Savanna 완결성, Vaulta EVM, Spring 노드의 HTTP API를 다룹니다.',
    details:
      '아래 각 링크는 페이지의 Markdown 사본이며, 주소에서 `.md`를 빼면 페이지 자체입니다. API 레퍼런스에는 API와 버전별로 엔드포인트와 OpenAPI 파일이 있습니다. `llms-full.txt`에는 가이드의 모든 페이지가 아래 순서대로 들어 있습니다.',
    apiSection: 'API 레퍼런스',
    otherPages: '기타 페이지',
    endpoints: '엔드포인트',
    openApiFile: 'OpenAPI 파일',
    requestBody: '요청 본문',
    parameters: '매개변수',
    exampleRequest: '요청 예시',
    responses: '응답',
  },
};

// English for a locale without its own text (a test run's extra locale).
export const machineReadableText = (locale: string): MachineReadableText => text[locale as LocaleCode] ?? text.en;
