// Types `exports.default` from 'cloudflare:workers' as the real worker.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts');
  }
}
