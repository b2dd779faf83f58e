/** The site's icon, inline: no extra request, nothing outside 'self' (the CSP allows data: images). */
export const BRAND_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#9a3b1f"/><path d="M8 19 L20 9 M9 9 q5 2 10 10" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>');
