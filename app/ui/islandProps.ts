import type { Translate } from '../../content/i18n/index.ts';
import type { PageContext } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import type { NewsletterStatus } from '../../shared/newsletter.ts';
import type { NewsletterLabels, NewsletterProps, VideoProps } from '../islands/types.ts';

// Islands receive their texts as props, so no dictionary ships to the browser.

export function newsletterLabels(t: Translate): NewsletterLabels {
  return {
    label: t('newsletter.label'),
    placeholder: t('newsletter.placeholder'),
    submit: t('newsletter.submit'),
    submitting: t('newsletter.submitting'),
    successTitle: t('newsletter.successTitle'),
    successText: t('newsletter.successText'),
    failureTitle: t('newsletter.failureTitle'),
    failureText: t('newsletter.failureText'),
    invalid: t('newsletter.invalid'),
    rateLimited: t('newsletter.rateLimited'),
    dismiss: t('newsletter.dismiss'),
    notifications: t('newsletter.notifications'),
  };
}

const STATUSES: readonly NewsletterStatus[] = ['success', 'invalid', 'rate', 'error'];

/** Props of the newsletter form `id` on this page; the status is shown only on the form that posted. */
export function newsletterProps({ t, lang, path, query }: PageContext, id: string): NewsletterProps {
  const status = query.box === id ? STATUSES.find((s) => s === query.newsletter) ?? null : null;
  return { id, lang, returnPath: localizedPath(lang, path), status, labels: newsletterLabels(t) };
}

export function videoLabels(t: Translate): VideoProps['labels'] {
  return { loading: t('common.loading'), unavailable: t('widgets.video.unavailable'), watch: t('widgets.video.watch') };
}
