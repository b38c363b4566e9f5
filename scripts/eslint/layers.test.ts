// @vitest-environment node
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, sourceType: 'module' } });
const at = (file: string) => path.join(process.cwd(), file);

tester.run('embudo/layers', plugin.rules.layers, {
  valid: [
    { filename: at('widgets/countdown/countdown.model.ts'), code: "import { now } from '../../src/services/clock';" },
    { filename: at('widgets/countdown/countdown.view.tsx'), code: "import { x } from './countdown.model';" },
    { filename: at('widgets/index.ts'), code: "import './countdown/countdown.element'; import './deadline-bar/deadline-bar.element';" },
    { filename: at('src/services/geo.ts'), code: "import { isCountryCode } from '../data/country-codes';" },
    { filename: at('host/server/app.ts'), code: "import { COUNTRIES } from '../../src/data/countries';" },
    { filename: at('host/app/main.tsx'), code: "import '../../widgets'; import React from 'react';" },
    { filename: at('host/server/leads/phone.ts'), code: "import { parsePhoneNumberFromString } from 'libphonenumber-js/max';" },
    { filename: at('scripts/gen-dial-codes.ts'), code: "import metadata from 'libphonenumber-js/metadata.min.json';" },
    { filename: at('src/ui/toaster.ts'), code: "import type { Toaster } from '../services/toasts';" },
    { filename: at('src/services/lead-form.test.ts'), code: "import { toaster } from '../ui/toaster';" },
  ],
  invalid: [
    {
      filename: at('widgets/countdown/x.ts'),
      code: "import '../deadline-bar/deadline-bar.element';",
      errors: [{ message: /never imports a sibling widget/ }],
    },
    {
      filename: at('widgets/countdown/x.ts'),
      code: "import { createApp } from '../../host/server/app';",
      errors: [{ message: /widgets import src\/ only/ }],
    },
    {
      filename: at('src/ui/x.ts'),
      code: "export * from '../../widgets/countdown/countdown.element';",
      errors: [{ message: /imports nothing from widgets/ }],
    },
    {
      filename: at('src/contracts/lead.ts'),
      code: "import { getConfig } from '../services/config';",
      errors: [{ message: /imports nothing but contracts/ }],
    },
    {
      filename: at('host/server/app.ts'),
      code: "import { cookies } from '../../src/services/storage';",
      errors: [{ message: /src\/contracts and src\/data only/ }],
    },
    {
      filename: at('host/app/x.tsx'),
      code: "import { createApp } from '../server/app';",
      errors: [{ message: /does not import the server/ }],
    },
    { filename: at('widgets/countdown/x.tsx'), code: "import React from 'react';", errors: [{ message: /React belongs to host\/app/ }] },
    {
      filename: at('src/services/query-actions.ts'),
      code: "import { toast } from '../ui/toaster';",
      errors: [{ message: /src\/services never imports src\/ui/ }],
    },
    {
      filename: at('src/services/lead-form.ts'),
      code: "import type { Modal } from '../ui/modal';",
      errors: [{ message: /src\/services never imports src\/ui/ }],
    },
    {
      filename: at('src/ui/phone.ts'),
      code: "import { parsePhoneNumber } from 'libphonenumber-js';",
      errors: [{ message: /libphonenumber-js belongs to host\/server and build scripts only/ }],
    },
    {
      filename: at('widgets/scholarship-modal/x.ts'),
      code: "import 'libphonenumber-js/max';",
      errors: [{ message: /libphonenumber-js belongs to host\/server and build scripts only/ }],
    },
  ],
});
