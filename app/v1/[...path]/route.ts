import { unknownPathHandlers } from '@/lib/http/unknown-path';

// Any path under here that no route serves: 404 problem+json (lib/http/unknown-path.ts)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPathHandlers;
