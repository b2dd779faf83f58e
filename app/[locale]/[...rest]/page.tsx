import { notFound } from 'next/navigation';

// Any path under a locale that no page matches: the localized not-found page in the site's shell
// (docs/customer-site.md#not-found), instead of Next's English default outside the layout.
export default function CatchAll() {
  notFound();
}
