// Where a mailed link may send people: GoTrue's rule. The site URL's host, or a URL matching one
// of `additional_redirect_urls` (globs: `*` within a segment, `**` across them); anything else
// falls back to the site URL, so a link can never carry a session to someone else's site.
import type { AuthConfig } from '../config';

function globPattern(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (char === '*') {
      pattern += '[^./]*';
    } else {
      pattern += char.replace(/[\\^$.+?()[\]{}|]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

export function allowedRedirect(
  redirectTo: string | null | undefined,
  config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>,
): string {
  if (!redirectTo) return config.siteUrl;
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return config.siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return config.siteUrl;
  // `http://localhost:1@elsewhere/` is elsewhere: user info never passes.
  if (target.username !== '' || target.password !== '') return config.siteUrl;
  const site = new URL(config.siteUrl);
  if (target.protocol === site.protocol && target.host === site.host) return redirectTo;
  const candidates = [target.toString(), `${target.origin}${target.pathname}`];
  const allowed = config.additionalRedirectUrls.some((glob) => {
    const pattern = globPattern(glob);
    return candidates.some((candidate) => pattern.test(candidate));
  });
  return allowed ? redirectTo : config.siteUrl;
}
