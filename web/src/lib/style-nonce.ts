import createCache from '@emotion/cache';

/**
 * The nonce the gateway put in index.html for this page: its CSP admits only <style> tags that
 * carry it. Read through the property, since browsers hide the attribute. None in Storybook.
 */
export const styleNonce =
  (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]'))
    ?.nonce || undefined;

/** emotion (MUI, charts) writes every <style> tag with the nonce. */
export const styleCache = createCache({ key: 'css', nonce: styleNonce });
