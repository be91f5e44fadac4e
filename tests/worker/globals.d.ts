// Types `exports.default` from 'cloudflare:workers' as the real worker (its `env` is typed in worker/env.ts).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts');
  }
}
