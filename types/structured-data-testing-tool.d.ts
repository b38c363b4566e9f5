/** The parts of structured-data-testing-tool (CommonJS, no types of its own) the SEO tests use. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    description?: string;
    group?: string;
    type?: string;
    error?: { message: string };
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
    structuredData: { jsonld: Record<string, unknown[]>; metatags: Record<string, string[]> };
  }
  export interface SdttPreset {
    name: string;
  }
  export function structuredDataTestHtml(html: string, options?: { presets?: SdttPreset[]; schemas?: string[] }): Promise<SdttResult>;
}
declare module 'structured-data-testing-tool/presets.js' {
  import type { SdttPreset } from 'structured-data-testing-tool';
  const presets: { Google: SdttPreset; Twitter: SdttPreset; Facebook: SdttPreset };
  export default presets;
}
